/** The owner's leads at a glance (docs/admin.md): what GET /api/admin/inquiry-stats answers, for the admin's chart. */

/** The chart's weeks, the current one last. */
export const LEAD_WEEKS = 12;
/** The sources the chart names; the others are stacked together as "other". */
export const TOP_SOURCES = 5;

/** One week of the chart: leads per top source (in `LeadStats.sources` order), and the others. */
export interface LeadWeek {
  /** Its Monday in the owner's time zone, `YYYY-MM-DD`. */
  start: string;
  counts: number[];
  other: number;
}

export interface LeadStats {
  timeZone: string;
  /** The last LEAD_WEEKS weeks, oldest first; the current week is counted so far. */
  weeks: LeadWeek[];
  /** The source keys (`sourceKey`) of the most leads in those weeks, most first, at most TOP_SOURCES. */
  sources: string[];
  /** Of those weeks' due inquiries (answered or waiting over 24 h, not completed unanswered), those answered in 24h. */
  answered: { within: number; due: number };
  /** How many of those weeks' inquiries were answered. */
  answers: number;
  /** The median time to the first answer (answeredAt − createdAt) of those answered inquiries, in ms; null without any. */
  medianAnswerMs: number | null;
  /** Leads this calendar month so far, last month, and last month up to the same day of the month. */
  months: { current: number; previous: number; previousToDate: number; currentStart: string; previousStart: string };
}
