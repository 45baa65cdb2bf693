/** The answer to an /api/ address no function has, served with a 404 by public/_redirects (docs/frontend.md). */
import type { APIRoute } from 'astro';
import { api } from '~/i18n/api';

export const GET: APIRoute = () => Response.json({ success: false, message: api.request.noEndpoint });
