/** The morning digest (docs/admin.md): every inquiry still waiting for an answer, sent unless none waits. */
import { site } from '../../src/config/site.ts';
import { hoursWaiting, isPastPromise, isWaiting, sourceSummary, type InboxEntry } from '../../src/lib/inbox.ts';
import { fillMessage, fillPlural } from '../../src/lib/message.ts';
import { now } from './clock.ts';
import { scan } from './inquiry-query.ts';
import { deliver, inquiryParts, NOTIFY_TIMEOUT_MS, notificationChannels, ownerLanguage, ownerWords } from './notify.ts';

/** Each part of the digest names at most this many inquiries, then says how many more wait. */
export const DIGEST_LIST_LIMIT = 50;

/** Waiting inquiries of the last 24 hours and older; `complete` false when the deadline stopped the scan. */
type Digest = { recent: InboxEntry[]; overdue: InboxEntry[]; complete: boolean };

/** The waiting inquiries at time `at`, newest first; reads the summaries until `deadline` (ms since the epoch). */
async function collectDigest(at: number, deadline: number): Promise<Digest> {
  const digest: Digest = { recent: [], overdue: [], complete: true };
  for await (const item of scan()) {
    if (Date.now() > deadline) return { ...digest, complete: false };
    if ('unreadable' in item || !isWaiting(item)) continue;
    (isPastPromise(item, at) ? digest.overdue : digest.recent).push(item);
  }
  return digest;
}

/** The digest as a message, in the owner's language: a summary line, both parts, the inbox's address; the webhook gets the entries. */
export function digestMessage({ recent, overdue, complete }: Digest, at = now()) {
  const words = ownerWords();
  const { notice } = words;
  /** `#12 Marie Tremblay <marie@example.com> (Business): New Website, waiting 26 h, google / cpc · spring` */
  const line = (entry: InboxEntry) => {
    const source = sourceSummary(entry.source, words.card.from);
    const parts = { ...inquiryParts(entry, words), hours: hoursWaiting(entry, at) };
    return fillMessage(notice.digestLine, { ...parts, source: source ? `, ${source}` : '' });
  };
  const limit = (entries: InboxEntry[]) => entries.slice(0, DIGEST_LIST_LIMIT);
  const part = (title: string, entries: InboxEntry[]) => {
    if (entries.length === 0) return [];
    const more = entries.length - DIGEST_LIST_LIMIT;
    const rest = more > 0 ? [fillMessage(notice.more, { n: more })] : [];
    return [fillMessage(title, { n: entries.length }), ...limit(entries).map(line), ...rest, ''];
  };
  const subject =
    fillPlural(notice.digestSubject, recent.length + overdue.length, ownerLanguage()) +
    (overdue.length > 0 ? fillMessage(notice.pastPromise, { n: overdue.length }) : '');
  const text = [
    fillMessage(notice.digestTitle, { site: site.name, subject }),
    '',
    ...part(notice.overdue, overdue),
    ...part(notice.recent, recent),
    ...(complete ? [] : [notice.ranOut, '']),
    fillMessage(notice.inbox, { url: new URL('/admin', site.url).href }),
  ].join('\n');
  return { subject, chat: text, text, data: { digest: { overdue: limit(overdue), recent: limit(recent) } } };
}

/** The daily job's digest, started no later than `deadline` allows a channel's whole wait; reports what it listed. */
export async function sendDigest(deadline: number) {
  const [at, lastStart, channels] = [now(), deadline - NOTIFY_TIMEOUT_MS, notificationChannels()];
  const digest = channels.length > 0 ? await collectDigest(at, lastStart) : { recent: [], overdue: [], complete: true };
  const ids = (entries: InboxEntry[]) => entries.map((entry) => entry.id);
  const report = { recent: ids(digest.recent), overdue: ids(digest.overdue), sent: false, failures: [] as string[] };
  if (report.recent.length + report.overdue.length === 0 || Date.now() > lastStart) return report;
  report.failures = await deliver(digestMessage(digest, at), channels, '[digest] the morning digest was not sent');
  report.sent = report.failures.length === 0;
  return report;
}
