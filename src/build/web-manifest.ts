/** The web app manifest of one language's pages: a French install opens in French. */
import { site } from '~/config/site';
import { translations } from '~/i18n';
import { routePath } from '~/i18n/routes';
import { MANIFEST_ICONS } from '~/build/brand-addresses';
import { INTL_LOCALES, type Locale } from '~/lib/locales';
import { colors } from '../../tailwind.config.mjs';

export const THEME_COLOR = colors.brand;

function webManifest(locale: Locale) {
  const { meta } = translations(locale);
  return {
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
  };
}

const manifestResponse = (manifest: object) =>
  new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });

export const webManifestResponse = (locale: Locale) => manifestResponse(webManifest(locale));

/** The inbox's manifest: pinned to a phone's home screen, it opens on /admin without browser bars. */
export const adminWebManifestResponse = () =>
  manifestResponse({
    ...webManifest('en'),
    id: '/admin',
    name: `${site.name} Inbox`,
    short_name: 'Inbox',
    description: 'Contact inquiries and project requests.',
    start_url: '/admin',
    scope: '/admin',
    display: 'standalone',
  });
