import { useEffect, useState, type ReactNode } from 'react';
import Button from '~/components/ui/Button';
import type { LeadStats } from '~/lib/leads';
import { withStorage } from './storage';
import { endsSession, fetchLeadStats } from './admin-api';
import Alert from './Alert';
import CollapsiblePanel from './CollapsiblePanel';
import { errorMessage, formatDuration, formatShare } from './admin-format';
import LeadsChart from './LeadsChart';
import { useSpeech } from './words';

/** localStorage key: whether the owner left the panel open or closed, on this device. */
const OPEN_KEY = 'admin_leads';

/** One figure: what it is, its value, and what it is made of; on a phone the value stands on the left. */
const Figure = ({ label, value, detail }: { label: string; value: ReactNode; detail: ReactNode }) => (
  <div className="grid grid-cols-[5.5rem_1fr] items-center gap-x-3 rounded-lg border border-line px-3 py-2.5 sm:block">
    <dt className="col-start-2 row-start-1 text-sm text-muted">{label}</dt>
    <dd className="col-start-1 row-span-2 row-start-1 font-display text-xl font-semibold whitespace-nowrap tabular-nums sm:text-2xl">
      {value}
    </dd>
    {/* Two lines, so that a detail that wraps moves nothing when the figures come. */}
    <dd className="col-start-2 row-start-2 text-sm text-muted" style={{ minHeight: '2.5rem' }}>
      {detail}
    </dd>
  </div>
);

/** The leads at a glance (docs/admin.md), open or closed as the owner left it on this device. */
export default function LeadsPanel({ onUnauthorized }: { onUnauthorized: () => void }) {
  const speech = useSpeech();
  const { words, t, plural, number } = speech;
  const w = words.leads;
  const [isOpen, setIsOpen] = useState(() => {
    const kept = withStorage('localStorage', (s) => s.getItem(OPEN_KEY), null);
    // Until the owner chooses: closed on a phone, so that the first inquiry stays in view.
    return kept === null ? matchMedia('(min-width: 768px)').matches : kept === 'open';
  });
  const [stats, setStats] = useState<LeadStats | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Bumped by opening the panel and by "Try again": the figures are read again.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    fetchLeadStats().then(
      (read) => isCurrent && (setStats(read), setFailure(null)),
      (cause: unknown) => isCurrent && !endsSession(cause, onUnauthorized) && setFailure(cause)
    );
    return () => void (isCurrent = false);
  }, [reads, onUnauthorized]);

  function toggle(open: boolean) {
    if (open === isOpen) return;
    setIsOpen(open);
    withStorage('localStorage', (s) => s.setItem(OPEN_KEY, open ? 'open' : 'closed'), undefined);
    if (open) setReads((n) => n + 1);
  }

  const share = stats && stats.answered.due > 0 ? formatShare(stats.answered.within, stats.answered.due, speech) : null;
  const summary = stats
    ? [plural(w.summary, stats.months.current), share && t(w.summaryShare, { share })].filter(Boolean).join(' · ')
    : failure
      ? w.unreadable
      : w.loading;

  return (
    <CollapsiblePanel title={w.title} isStacked isOpen={isOpen} onToggle={toggle} className="mt-6" summary={summary}>
      {failure !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <Alert>{t(w.loadFailed, { reason: errorMessage(failure, speech) })}</Alert>
          <Button variant="quiet" onClick={() => setReads((n) => n + 1)}>
            {w.tryAgain}
          </Button>
        </div>
      ) : (
        // While the figures load, the same frame with placeholders: nothing below moves when they come.
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure
              label={w.thisMonth}
              value={stats ? number(stats.months.current) : w.none}
              detail={
                stats ? t(w.lastMonth, { n: stats.months.previous, toDate: stats.months.previousToDate }) : w.loading
              }
            />
            <Figure
              label={w.withinDay}
              value={share ?? w.none}
              detail={
                !stats
                  ? w.loading
                  : share
                    ? t(w.withinDayOf, { within: stats.answered.within, due: stats.answered.due })
                    : w.noneDue
              }
            />
            <Figure
              label={w.medianAnswer}
              value={stats?.medianAnswerMs == null ? w.none : formatDuration(stats.medianAnswerMs, speech)}
              detail={!stats ? w.loading : stats.answers > 0 ? plural(w.medianOf, stats.answers) : w.noAnswer}
            />
          </dl>
          <LeadsChart stats={stats} />
        </>
      )}
    </CollapsiblePanel>
  );
}
