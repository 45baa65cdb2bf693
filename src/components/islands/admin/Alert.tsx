import type { ComponentProps } from 'react';
import { cn } from '~/components/ui/cn';

/** What went wrong, read out at once. */
export default function Alert({ className, ...p }: ComponentProps<'p'>) {
  return <p role="alert" className={cn('text-sm font-medium text-danger', className)} {...p} />;
}
