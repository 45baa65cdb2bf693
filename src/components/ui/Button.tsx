import type { ComponentProps } from 'react';
import { buttonClasses } from './button-classes';
import type { ButtonSize, ButtonVariant } from './plain-button-classes';

interface Props extends ComponentProps<'button'> {
  variant: ButtonVariant;
  size?: ButtonSize;
}

/** The admin's button: one of the variants, in a size; `type` is `button` unless it submits. */
export default function Button({ variant, size, className, type = 'button', ...button }: Props) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...button} />;
}
