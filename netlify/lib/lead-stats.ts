/** The leads at a glance (docs/admin.md#leads-at-a-glance), from the index's summaries of recent ids. */
import { isPastPromise, RESPONSE_PROMISE_MS, sourceKey, type InboxEntry } from '../../src/lib/inbox.ts';
import { LEAD_WEEKS, TOP_SOURCES, type LeadStats } from '../../src/lib/leads.ts';
import { now } from './clock.ts';
import { countEntries, countsLines, refreshBucket } from './inquiry-index.ts';
import { openInbox } from './inquiry-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function knownTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Each instant's day (since 1970) in `timeZone`, by the offset at a UTC day's ends, or per instant if they differ. */
function calendar(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const offset = (at: number) => {
    const parts = format.formatToParts(at).map(({ type, value }) => [type, Number(value)]);
    const { year = 1970, month = 1, day = 1, hour, minute } = Object.fromEntries(parts);
    return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(at / 60_000) * 60_000;
  };
  const steady = new Map<number, number | null>();
  return (at: number) => {
    const utcDay = Math.floor(at / DAY_MS);
    if (!steady.has(utcDay)) {
      const [first, last] = [offset(utcDay * DAY_MS), offset((utcDay + 1) * DAY_MS - 60_000)];
      steady.set(utcDay, first === last ? first : null);
    }
    return Math.floor((at + (steady.get(utcDay) ?? offset(at))) / DAY_MS);
  };
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Monday of the week of `day` (1970-01-01 was a Thursday). */
const monday = (day: number) => day - ((((day + 3) % 7) + 7) % 7);
/** The month of `day` as a number (year × 12 + month) and its day of the month. */
const monthOf = (day: number) => {
  const date = new Date(day * DAY_MS);
  return { month: date.getUTCFullYear() * 12 + date.getUTCMonth(), date: date.getUTCDate() };
};
const firstOfMonth = (month: number) => Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS;
const monthStart = (month: number) => isoDay(firstOfMonth(month));

/** The median of `values` (not empty), sorted here: the middle one, or the mean of the middle two. */
function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] as number) + (sorted[Math.ceil(middle)] as number)) / 2;
}

/** The figures at `at`, weeks and months counted in `timeZone`, from the summaries `index/counts` says hold recent ones. */
export async function leadStats(timeZone: string, at = now()): Promise<LeadStats> {
  const dayOf = calendar(timeZone);
  const today = dayOf(at);
  const firstWeek = monday(today) - 7 * (LEAD_WEEKS - 1);
  const { month: thisMonth, date: dayOfMonth } = monthOf(today);
  const { view, highest } = await openInbox();
  const lines = await countsLines(view, highest);
  // From the chart's first Monday or the first of last month, a day early: a zone's day starts within a day of UTC's.
  const since = (Math.min(firstWeek, firstOfMonth(thisMonth - 1)) - 1) * DAY_MS;
  const buckets = lines.flatMap((line, k) => (line.latest !== null && Date.parse(line.latest) >= since ? [k] : []));
  const read = await Promise.all(buckets.map((k) => refreshBucket(view, k, highest)));
  const months = { current: 0, previous: 0, previousToDate: 0 };
  const recent: { entry: InboxEntry; week: number }[] = [];
  for (const entry of read.flatMap(({ bucket }) => bucket.entries)) {
    const day = dayOf(Date.parse(entry.createdAt));
    if (day > today) continue;
    const { month, date } = monthOf(day);
    if (month === thisMonth) months.current++;
    if (month === thisMonth - 1) months.previous++;
    if (month === thisMonth - 1 && date <= dayOfMonth) months.previousToDate++;
    if (day >= firstWeek) recent.push({ entry, week: (monday(day) - firstWeek) / 7 });
  }

  const sources = Object.entries(countEntries(recent.map(({ entry }) => entry)).sources)
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))
    .slice(0, TOP_SOURCES)
    .map(([key]) => key);
  const weeks = Array.from({ length: LEAD_WEEKS }, (_, i) => ({
    start: isoDay(firstWeek + 7 * i),
    counts: sources.map(() => 0),
    other: 0,
  }));
  const answerTimes: number[] = [];
  let pastPromise = 0;
  for (const { entry, week } of recent) {
    const column = weeks[week] as (typeof weeks)[number];
    const index = sources.indexOf(sourceKey(entry.source));
    if (index === -1) column.other++;
    else column.counts[index] = (column.counts[index] ?? 0) + 1;
    if (entry.answeredAt) answerTimes.push(Date.parse(entry.answeredAt) - Date.parse(entry.createdAt));
    else if (isPastPromise(entry, at)) pastPromise++;
  }
  const within = answerTimes.filter((ms) => ms <= RESPONSE_PROMISE_MS).length;
  return {
    timeZone,
    weeks,
    sources,
    // Due: answered, or waiting past the promise (isPastPromise says which inquiries are on the clock).
    answered: { within, due: answerTimes.length + pastPromise },
    answers: answerTimes.length,
    medianAnswerMs: answerTimes.length > 0 ? median(answerTimes) : null,
    months: { ...months, currentStart: monthStart(thisMonth), previousStart: monthStart(thisMonth - 1) },
  };
}
