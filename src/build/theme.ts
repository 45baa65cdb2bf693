import { colors } from '../../tailwind.config.mjs';

/** A colour of the design tokens (`brand-strong`, as in `text-brand-strong`), for what is drawn outside CSS. */
export function themeColor(name: keyof typeof colors): string {
  return colors[name];
}
