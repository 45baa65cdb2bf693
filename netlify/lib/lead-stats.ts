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

/** The first calendar day the figures at `at` look at: the chart's first Monday, or the first of last month. */
function firstDay(today: number) {
  const firstWeek = monday(today) - 7 * (LEAD_WEEKS - 1);
  return { firstWeek, first: Math.min(firstWeek, firstOfMonth(monthOf(today).month - 1)) };
}

/** The median of `values` (not empty), sorted here. */
function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The figures of `entries` at time `at`, weeks and months counted in `timeZone`; entries outside them are ignored. */
function computeLeadStats(entries: readonly InboxEntry[], at: number, timeZone: string): LeadStats {
  const dayOf = calendar(timeZone);
  const today = dayOf(at);
  const { firstWeek } = firstDay(today);
  const { month: thisMonth, date: dayOfMonth } = monthOf(today);
  const months = { current: 0, previous: 0, previousToDate: 0 };
  const recent: { entry: InboxEntry; week: number }[] = [];
  for (const entry of entries) {
    const day = dayOf(Date.parse(entry.createdAt));
    if (day > today) continue;
    const { month, date } = monthOf(day);
    if (month === thisMonth) months.current++;
    if (month === thisMonth - 1) {
      months.previous++;
      if (date <= dayOfMonth) months.previousToDate++;
    }
    if (day >= firstWeek) recent.push({ entry, week: (monday(day) - firstWeek) / 7 });
  }

  const bySource = countEntries(recent.map(({ entry }) => entry)).sources;
  const sources = Object.entries(bySource)
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))
    .slice(0, TOP_SOURCES)
    .map(([key]) => key);
  const weeks = Array.from({ length: LEAD_WEEKS }, (_, i) => ({
    start: isoDay(firstWeek + 7 * i),
    counts: sources.map(() => 0),
    other: 0,
  }));
  const answered = { within: 0, due: 0 };
  const answerTimes: number[] = [];
  for (const { entry, week } of recent) {
    const column = weeks[week] as (typeof weeks)[number];
    const index = sources.indexOf(sourceKey(entry.source));
    if (index === -1) column.other++;
    else column.counts[index] = (column.counts[index] ?? 0) + 1;
    // Due: answered, or waiting past the promise (isPastPromise says which inquiries are on the clock).
    if (entry.answeredAt) {
      const time = Date.parse(entry.answeredAt) - Date.parse(entry.createdAt);
      answerTimes.push(time);
      answered.due++;
      if (time <= RESPONSE_PROMISE_MS) answered.within++;
    } else if (isPastPromise(entry, at)) answered.due++;
  }
  return {
    timeZone,
    weeks,
    sources,
    answered,
    answers: answerTimes.length,
    medianAnswerMs: answerTimes.length > 0 ? median(answerTimes) : null,
    months: { ...months, currentStart: monthStart(thisMonth), previousStart: monthStart(thisMonth - 1) },
  };
}

/** The figures now in `timeZone`, reading only the summaries that `index/counts` says hold recent inquiries. */
export async function leadStats(timeZone: string, at = now()): Promise<LeadStats> {
  const { view, highest } = await openInbox();
  const lines = await countsLines(view, highest);
  // A day early: the calendar day in any time zone starts within a day of UTC's.
  const since = (firstDay(calendar(timeZone)(at)).first - 1) * DAY_MS;
  const recent = lines.flatMap((line, k) => (line.latest !== null && Date.parse(line.latest) >= since ? [k] : []));
  const read = await Promise.all(recent.map((k) => refreshBucket(view, k, highest)));
  const entries = read.flatMap(({ bucket }) => bucket.entries);
  return computeLeadStats(entries, at, timeZone);
}
