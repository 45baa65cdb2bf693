/** The web app manifest of one language's pages (a French install opens in French); `overrides` make the inbox's. */
import { site } from '~/config/site';
import { translations } from '~/i18n';
import { routePath } from '~/i18n/routes';
import { MANIFEST_ICONS } from '~/build/brand-addresses';
import { INTL_LOCALES, type Locale } from '~/lib/locales';
import { colors } from '../../tailwind.config.mjs';

export const THEME_COLOR = colors.brand;

export function webManifestResponse(locale: Locale, overrides: object = {}) {
  const { meta } = translations(locale);
  const manifest = {
    name: `${site.name} | ${meta.tagline}`,
    short_name: site.name,
    description: meta.description,
    lang: INTL_LOCALES[locale],
    start_url: routePath('home', locale),
    scope: '/',
    display: 'browser',
    background_color: colors.surface,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...MANIFEST_ICONS.map((icon) => ({
        src: `/icons/${icon.name}.png`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    ],
    ...overrides,
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
}
