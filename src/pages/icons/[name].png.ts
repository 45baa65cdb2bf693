/** The web app manifests' icons (listed by src/build/web-manifest.ts), drawn from the favicon. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { iconPng } from '~/build/brand-drawing';
import { MANIFEST_ICONS } from '~/build/brand-addresses';

export const getStaticPaths = (() =>
  MANIFEST_ICONS.map((icon) => ({ params: { name: icon.name }, props: icon }))) satisfies GetStaticPaths;

export const GET: APIRoute<(typeof MANIFEST_ICONS)[number]> = async ({ props }) =>
  new Response(new Uint8Array(await iconPng(props.size, { fullBleed: props.purpose === 'maskable' })), {
    headers: { 'Content-Type': 'image/png' },
  });
