/** Tells the owner of a stored inquiry by webhook and/or e-mail API (docs/api.md); a failure shows as Not notified. */
import { site } from '../../src/config/site.ts';
import { adminWordsIn, api } from '../../src/i18n/api.ts';
import { MAX_NOTIFY_ATTEMPTS, type InboxEntry } from '../../src/lib/inbox.ts';
import type { Inquiry } from '../../src/lib/inquiry.ts';
import { toLocale } from '../../src/lib/locales.ts';
import { fillMessage } from '../../src/lib/message.ts';
import { concurrencyGate } from './blobs.ts';
import { isProduction } from './deploy-context.ts';
import { scan } from './inquiry-query.ts';
import { getInquiry, markNotificationFailed, markNotified } from './inquiry-store.ts';

export const DEFAULT_EMAIL_API_URL = 'https://api.resend.com/emails';
/** A channel that does not answer within this time counts as failed. */
export const NOTIFY_TIMEOUT_MS = 10_000;
/** What a channel sends: e-mail `subject`, `text`, `replyTo`; a chat's `chat` (else subject); the webhook's `data`. */
type Message = { subject: string; chat?: string; text: string; data: object; replyTo?: string };
type Channel = { name: string; url: string; headers?: Record<string, string>; body: (message: Message) => unknown };

/** The language the owner is told in: `OWNER_LANGUAGE` (`en` or `fr`), English when unset or unknown. */
export const ownerLanguage = () => toLocale(process.env['OWNER_LANGUAGE']?.trim().toLowerCase());

export const ownerWords = () => adminWordsIn(ownerLanguage());
type OwnerWords = ReturnType<typeof ownerWords>;

/** `#12 Name <email> (Business): Project type`, the parts an inquiry's lines to the owner share. */
export function inquiryParts({ id, name, email, business, projectType }: Inquiry, words: OwnerWords) {
  const { projectTypes } = words.inquiry;
  const type = projectTypes[projectType as keyof typeof projectTypes] ?? projectType;
  const company = business ? fillMessage(words.notice.business, { business }) : '';
  return { id, name, email, business: company, projectType: type };
}

/** The owner's message of `inquiry` (id 0: the test): a summary, each set field as `key: value`, then the message. */
function inquiryMessage({ notified: _, notifyAttempts: __, ...inquiry }: InboxEntry): Message {
  const words = ownerWords();
  const subject =
    inquiry.id === 0
      ? fillMessage(words.notice.test, { site: site.name })
      : fillMessage(words.notice.newInquiry, inquiryParts(inquiry, words));
  const { message, source, ...rest } = inquiry;
  const fields = Object.entries({ ...rest, ...source }).filter(([, value]) => value !== '' && value != null);
  const text = [subject, '', ...fields.map(([key, value]) => `${key}: ${String(value)}`), '', message].join('\n');
  return { subject, text, data: { inquiry }, replyTo: inquiry.email };
}

/** The e-mail settings, all three needed; those set without the others are reported by the admin. */
export const EMAIL_SETTINGS = ['INQUIRY_EMAIL_API_KEY', 'INQUIRY_EMAIL_FROM', 'INQUIRY_EMAIL_TO'] as const;

/** Outside production nobody is told, unless that deploy context sets `PREVIEW_NOTIFICATIONS=on` itself. */
export const notifiesHere = (env: NodeJS.ProcessEnv = process.env) =>
  isProduction() || env['PREVIEW_NOTIFICATIONS']?.trim().toLowerCase() === 'on';

export function notificationChannels(env: NodeJS.ProcessEnv = process.env): Channel[] {
  const channels: Channel[] = [];
  if (!notifiesHere(env)) return channels;
  const webhook = env['INQUIRY_WEBHOOK_URL']?.trim();
  if (webhook) {
    channels.push({
      name: 'webhook',
      url: webhook,
      body: (message) => ({ text: message.chat ?? message.subject, ...message.data }),
    });
  }
  const [key, from, to] = EMAIL_SETTINGS.map((name) => env[name]?.trim());
  if (key && from && to) {
    channels.push({
      name: 'e-mail',
      url: env['INQUIRY_EMAIL_API_URL']?.trim() || DEFAULT_EMAIL_API_URL,
      headers: { Authorization: `Bearer ${key}` },
      body: (message) => ({
        from,
        to: to.split(',').map((address) => address.trim()),
        subject: message.subject,
        text: message.text,
        ...(message.replyTo && { reply_to: message.replyTo }),
      }),
    });
  }
  return channels;
}

async function send(channel: Channel, message: Message): Promise<void> {
  const response = await fetch(channel.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...channel.headers },
    body: JSON.stringify(channel.body(message)),
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  });
  // Drain the body so the connection is released; its content is only useful in the log.
  const detail = (await response.text()).slice(0, 200);
  if (!response.ok)
    throw new Error(fillMessage(api.settings.channelAnswered, { status: response.status, detail }).trim());
}

/** Sends `inquiry` (or a message) to every channel at once; the failures as `channel: reason`, logged after `label`. */
export async function deliver(inquiry: InboxEntry | Message, channels: Channel[], label?: string): Promise<string[]> {
  const message = 'id' in inquiry ? inquiryMessage(inquiry) : inquiry;
  const results = await Promise.allSettled(channels.map((channel) => send(channel, message)));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [`${channels[index]?.name}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`]
      : []
  );
  if (label && failures.length > 0) console.error(`${label}:`, failures.join('; '));
  return failures;
}

/** Resolves in every case: a failure is logged and recorded on the inquiry, which shows as Not notified. */
export async function notifyOwner(inquiry: Inquiry, channels: Channel[]): Promise<void> {
  if ((await deliver(inquiry, channels, `[notify] inquiry ${inquiry.id} was not notified`)).length === 0) return;
  await markNotificationFailed(inquiry.id).catch((cause: unknown) =>
    console.error(`[notify] could not record the failed notification of inquiry ${inquiry.id}`, cause)
  );
}

/** The owner's "Notify again": sends inquiry `id` now; null when there is no such inquiry. */
export async function notifyAgain(id: number, channels: Channel[]) {
  const inquiry = await getInquiry(id);
  if (!inquiry) return null;
  const failures = await deliver(inquiry, channels, `[notify] inquiry ${id} was not notified again`);
  return { failures, inquiry: failures.length === 0 ? await markNotified(id) : inquiry };
}

/** A sample inquiry for "Send a test notification", in the owner's language: says what it is, and is never stored. */
export function testInquiry(): Inquiry {
  const { notice } = ownerWords();
  return {
    id: 0,
    name: notice.testName,
    email: site.email,
    business: '',
    phone: '',
    projectType: 'other',
    budget: '',
    timeline: '',
    message: notice.testMessage,
    language: ownerLanguage(),
    status: 'pending',
    createdAt: new Date(0).toISOString(),
    readAt: null,
    answeredAt: null,
  };
}

/** At most this many failed notifications are tried again per daily run (each channel waits up to 10 s). */
const RETRIES_PER_RUN = 20;

/** Daily: sends again notifications failed under MAX_NOTIFY_ATTEMPTS times, none that could run past `deadline`. */
export async function retryFailedNotifications(deadline: number) {
  const [lastStart, channels] = [deadline - NOTIFY_TIMEOUT_MS, notificationChannels()];
  const report = { notified: [] as number[], failed: [] as number[] };
  if (channels.length === 0) return report;
  const due: InboxEntry[] = [];
  for await (const item of scan()) {
    if (Date.now() > lastStart) break;
    if ('unreadable' in item || item.notified !== false) continue;
    if ((item.notifyAttempts ?? 1) < MAX_NOTIFY_ATTEMPTS) due.push(item);
    if (due.length === RETRIES_PER_RUN) break;
  }
  const gate = concurrencyGate(5);
  await Promise.all(
    due.map((inquiry) =>
      gate(async () => {
        if (Date.now() > lastStart) return;
        const failures = await deliver(inquiry, channels, `[notify] retry of inquiry ${inquiry.id} failed`);
        await (failures.length === 0 ? markNotified(inquiry.id) : markNotificationFailed(inquiry.id));
        report[failures.length === 0 ? 'notified' : 'failed'].push(inquiry.id);
      })
    )
  );
  return report;
}
