import type { APIRoute } from 'astro';
import { webManifestResponse } from '~/build/web-manifest';
import { localePaths, type Locale } from '~/i18n';

export const getStaticPaths = localePaths;

export const GET: APIRoute<{ locale: Locale }> = ({ props }) => webManifestResponse(props.locale);
