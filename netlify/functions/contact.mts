/** POST /api/contact: a project inquiry, with a solved spam-check challenge in `altcha` (docs/spam.md). */
import type { Config, Context } from '@netlify/functions';
import { islandStrings } from '../../src/i18n/islands.ts';
import { HONEYPOT_FIELD, InquiryInputSchema, fieldErrors } from '../../src/lib/inquiry.ts';
import { error, guarded, json, methodNotAllowed, readJsonBody } from '../lib/http.ts';
import { createInquiry } from '../lib/inquiry-store.ts';
import { notificationChannels, notifyOwner } from '../lib/notify.ts';
import { spendProof } from '../lib/spam.ts';

/** What a visitor reads after sending, also answered to bots caught by the honeypot. */
const SUCCESS_MESSAGE =
  'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export default async (req: Request, context: Context): Promise<Response> =>
  guarded('contact', async () => {
    if (req.method !== 'POST') return methodNotAllowed(['POST']);
    const body = await readJsonBody(req);
    if (!isObject(body)) return error(400, 'Request body must be a JSON object.');

    const trap = body[HONEYPOT_FIELD];
    if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null) {
      return json({ success: true, message: SUCCESS_MESSAGE }, 201);
    }

    const parsed = InquiryInputSchema.safeParse(body);
    if (!parsed.success) {
      return error(400, 'Please correct the highlighted fields.', { extra: { errors: fieldErrors(parsed.error) } });
    }
    // Checked after the fields, so that a visitor who corrects them keeps an unspent proof.
    if (!(await spendProof(body['altcha'])))
      return error(400, islandStrings(parsed.data.language).form.failure.spamCheck);
    const inquiry = await createInquiry(parsed.data);
    // Stored first; the owner is told after the answer has gone (a failure is recorded, never thrown).
    const channels = notificationChannels();
    if (channels.length > 0) context.waitUntil(notifyOwner(inquiry, channels));
    return json({ success: true, message: SUCCESS_MESSAGE }, 201);
  });

export const config: Config = {
  path: '/api/contact',
  // Production cap per client address; the local emulator does not enforce it.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
