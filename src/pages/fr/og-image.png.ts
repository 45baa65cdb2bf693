/** The French link-preview image: the same brand drawing with the French tagline and city. */
import type { APIRoute } from 'astro';
import { site } from '~/config/site';
import { fr } from '~/i18n/fr';
import { shareImagePng } from '~/build/brand-images';

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await shareImagePng({ name: site.name, tagline: fr.meta.tagline, city: fr.meta.city })), {
    headers: { 'Content-Type': 'image/png' },
  });
