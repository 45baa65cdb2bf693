/** The link-preview image (Open Graph, Twitter card) of each language, drawn from the brand at build. */
import type { APIRoute } from 'astro';
import { fileResponse, shareImagePng } from '~/build/brand-drawing';
import { site } from '~/config/site';
import { localePaths, translations, type Locale } from '~/i18n';

export const getStaticPaths = localePaths;

export const GET: APIRoute<{ locale: Locale }> = ({ props }) =>
  fileResponse(shareImagePng({ ...translations(props.locale).meta, name: site.name }));
