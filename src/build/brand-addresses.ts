/** Addresses and sizes of the brand's icons, share images (drawn in brand-drawing.ts) and manifests. */
import { DEFAULT_LOCALE, type Locale } from '~/lib/locales';

export const MANIFEST_ICONS = [
  { name: '192', size: 192, purpose: 'any' },
  { name: '512', size: 512, purpose: 'any' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
] as const;

export const manifestPath = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`;

export const ADMIN_MANIFEST_PATH = '/admin/manifest.webmanifest';

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export const shareImagePath = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? SHARE_IMAGE.path : `/${locale}${SHARE_IMAGE.path}`;
