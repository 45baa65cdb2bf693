/** The web app manifests' icons (listed by src/build/web-manifest.ts), drawn from the favicon. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { fileResponse, iconPng } from '~/build/brand-drawing';
import { MANIFEST_ICONS } from '~/build/brand-addresses';

export const getStaticPaths = (() =>
  MANIFEST_ICONS.map((icon) => ({ params: { name: icon.name }, props: icon }))) satisfies GetStaticPaths;

export const GET: APIRoute<(typeof MANIFEST_ICONS)[number]> = ({ props }) =>
  fileResponse(iconPng(props.size, { fullBleed: props.purpose === 'maskable' }));
