/** Tells the owner of a stored inquiry by webhook and/or e-mail API (docs/api.md); a failure shows as Not notified. */
import { optionLabel, PROJECT_TYPES, type Inquiry } from '../../src/lib/inquiry.ts';
import { markNotificationFailed } from './inquiry-store.ts';

export const DEFAULT_EMAIL_API_URL = 'https://api.resend.com/emails';
/** A channel that does not answer within this time counts as failed. */
const NOTIFY_TIMEOUT_MS = 10_000;
type Channel = { name: string; url: string; headers?: Record<string, string>; body: (inquiry: Inquiry) => unknown };

const summaryLine = (inquiry: Inquiry) =>
  `New inquiry #${inquiry.id} from ${inquiry.name} <${inquiry.email}>` +
  `${inquiry.business ? ` (${inquiry.business})` : ''}: ${optionLabel(PROJECT_TYPES, inquiry.projectType)}`;

/** The summary, every field but the message (`key: value`, empty ones left out), then the message. */
function plainText(inquiry: Inquiry) {
  const fields = Object.entries(inquiry).filter(([key, value]) => key !== 'message' && value !== '');
  const lines = fields.map(([key, value]) => `${key}: ${String(value)}`);
  return [summaryLine(inquiry), '', ...lines, '', inquiry.message].join('\n');
}

export function notificationChannels(env: NodeJS.ProcessEnv = process.env): Channel[] {
  const channels: Channel[] = [];
  const webhook = env['INQUIRY_WEBHOOK_URL']?.trim();
  if (webhook) {
    channels.push({ name: 'webhook', url: webhook, body: (inquiry) => ({ text: summaryLine(inquiry), inquiry }) });
  }
  const key = env['INQUIRY_EMAIL_API_KEY']?.trim();
  const from = env['INQUIRY_EMAIL_FROM']?.trim();
  const to = env['INQUIRY_EMAIL_TO']?.trim();
  if (key && from && to) {
    channels.push({
      name: 'e-mail',
      url: env['INQUIRY_EMAIL_API_URL']?.trim() || DEFAULT_EMAIL_API_URL,
      headers: { Authorization: `Bearer ${key}` },
      body: (inquiry) => ({
        from,
        to: to.split(',').map((address) => address.trim()),
        subject: summaryLine(inquiry),
        text: plainText(inquiry),
        reply_to: inquiry.email,
      }),
    });
  }
  return channels;
}

async function send(channel: Channel, inquiry: Inquiry): Promise<void> {
  const response = await fetch(channel.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...channel.headers },
    body: JSON.stringify(channel.body(inquiry)),
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  });
  // Drain the body so the connection is released; its content is only useful in the log.
  const detail = (await response.text()).slice(0, 200);
  if (!response.ok) throw new Error(`answered ${response.status} ${detail}`.trim());
}

/** Resolves in every case. */
export async function notifyOwner(inquiry: Inquiry, channels: Channel[]): Promise<void> {
  const results = await Promise.allSettled(channels.map((channel) => send(channel, inquiry)));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [`${channels[index]?.name}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`]
      : []
  );
  if (failures.length === 0) return;
  console.error(`[notify] inquiry ${inquiry.id} was not notified:`, failures.join('; '));
  await markNotificationFailed(inquiry.id).catch((cause: unknown) =>
    console.error(`[notify] could not record the failed notification of inquiry ${inquiry.id}`, cause)
  );
}
