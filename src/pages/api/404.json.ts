/**
 * The answer to an /api/ address no function has: a file, which public/_redirects serves with a
 * 404 status, so that every API answer is JSON with a message (docs/frontend.md).
 */
import type { APIRoute } from 'astro';
import { api } from '~/i18n/api';

export const GET: APIRoute = () => Response.json({ success: false, message: api.request.noEndpoint });
