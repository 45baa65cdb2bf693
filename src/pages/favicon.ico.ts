import type { APIRoute } from 'astro';
import { fileResponse, icoFromPng, iconPng } from '~/build/brand-drawing';

export const GET: APIRoute = async () => fileResponse(icoFromPng(await iconPng(32), 32), 'image/x-icon');
