/** POST /api/contact: a project inquiry, with a solved spam-check challenge in `altcha` (docs/spam.md). */
import type { Config, Context } from '@netlify/functions';
import { api, formWords } from '../../src/i18n/api.ts';
import { createInquiryInputSchema, fieldErrors, HONEYPOT_FIELD, type Inquiry } from '../../src/lib/inquiry.ts';
import { isObject } from '../../src/lib/json.ts';
import { toLocale } from '../../src/lib/locales.ts';
import { error, guarded, json, methodNotAllowed, readJsonBody } from '../lib/http.ts';
import { createInquiry, findSince } from '../lib/inquiry-ids.ts';
import { notificationChannels, notifyOwner } from '../lib/notify.ts';
import { beginSend, finishSend, fingerprint, releaseSend, type SendState } from '../lib/spam.ts';

/** How far apart the clocks of two invocations may be, when one looks for what the other stored. */
const CLOCK_MARGIN_MS = 60_000;

export default async (req: Request, context: Context): Promise<Response> =>
  guarded('contact', async () => {
    if (req.method !== 'POST') return methodNotAllowed(['POST']);
    const body = await readJsonBody(req);
    if (!isObject(body)) return error(400, api.request.notAnObject);
    const { validation, success, failure } = formWords(toLocale(body['language'])).form;
    // What a visitor reads after sending, also answered to bots caught by the honeypot.
    const thanks = (id?: number) => json({ success: true, message: success.description, ...(id && { id }) }, 201);

    const trap = body[HONEYPOT_FIELD];
    if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null) return thanks();

    const parsed = createInquiryInputSchema(validation).safeParse(body);
    if (!parsed.success) return error(400, failure.invalidInput, { extra: { errors: fieldErrors(parsed.error) } });
    const hash = fingerprint(parsed.data);
    // After the fields, so a visitor who corrects them keeps an unspent proof; it names the send, for retries.
    let send: SendState | undefined;
    let inquiry: Inquiry | undefined;
    try {
      send = await beginSend(body['altcha'], hash);
      if (send.kind === 'refused') return error(400, failure.spamCheck);
      if (send.kind === 'conflict') return error(409, failure.otherDetails);
      if (send.kind === 'busy') {
        return error(409, failure.stillSending, { headers: { 'Retry-After': String(send.retryAfterS) } });
      }
      if (send.kind === 'stored') return thanks(send.id);
      // An earlier call with this proof stopped before saying what it stored: look for it first.
      if (send.resumes !== undefined)
        inquiry = await findSince(send.resumes - CLOCK_MARGIN_MS, (entry) => fingerprint(entry) === hash);
      inquiry ??= await createInquiry(parsed.data);
    } catch (cause) {
      console.error('[contact] the inquiry could not be stored', cause);
      if (send?.kind === 'store') await releaseSend(send.key, hash, send.resumes).catch(() => undefined);
      return error(503, failure.unavailable, { headers: { 'Retry-After': '10' } });
    }
    // Stored: thanked even if the record is not finished (a retry finds the inquiry by its fingerprint once stale).
    await finishSend(send.key, hash, inquiry.id).catch((cause: unknown) =>
      console.error(`[contact] the send of inquiry ${inquiry.id} could not be recorded`, cause)
    );
    // The owner is told after the answer has gone (a failure is recorded, never thrown).
    const channels = notificationChannels();
    if (channels.length > 0) context.waitUntil(notifyOwner(inquiry, channels));
    return thanks(inquiry.id);
  });

export const config: Config = {
  path: '/api/contact',
  // Production cap per client address; the local emulator does not enforce it.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
