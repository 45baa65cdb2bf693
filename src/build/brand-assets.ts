/** Names and sizes of the images drawn from the brand at build (src/lib/brand-images.ts). */
import { DEFAULT_LOCALE, type Locale } from '~/lib/locales';

/** The PNG icons of the web app manifest, served at `/icons/{name}.png`. */
export const MANIFEST_ICONS = [
  { name: '192', size: 192, purpose: 'any' },
  { name: '512', size: 512, purpose: 'any' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
] as const;

/** The web app manifest of a language's pages: `/manifest.webmanifest`, `/fr/manifest.webmanifest`. */
export const manifestPath = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`;

/** The owner's inbox as an installable app: linked from /admin only. */
export const ADMIN_MANIFEST_PATH = '/admin/manifest.webmanifest';

/** The link-preview image, at the size Open Graph and Twitter cards expect. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The link-preview image of a language's pages: `/og-image.png`, `/fr/og-image.png`. */
export const shareImagePath = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? SHARE_IMAGE.path : `/${locale}${SHARE_IMAGE.path}`;
