import css from '~/styles/global.css?raw';

/** A colour of global.css's `@theme` (`brand-strong`), for what is drawn outside CSS. */
export function themeColor(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1];
  if (!value) throw new Error(`src/styles/global.css has no colour "${name}"`);
  return value.trim();
}
