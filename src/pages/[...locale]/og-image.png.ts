/** The link-preview image (Open Graph, Twitter card) of each language, drawn from the brand at build. */
import type { APIRoute } from 'astro';
import { shareImagePng } from '~/build/brand-drawing';
import { site } from '~/config/site';
import { localePaths, translations, type Locale } from '~/i18n';

export const getStaticPaths = localePaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) => {
  const { tagline, city } = translations(props.locale).meta;
  return new Response(new Uint8Array(await shareImagePng({ name: site.name, tagline, city })), {
    headers: { 'Content-Type': 'image/png' },
  });
};
