import { useId, useLayoutEffect, useRef, useState } from 'react';
import { NO_SOURCE } from '~/lib/inbox';
import type { LeadStats } from '~/lib/leads';
import { INTL_LOCALES } from '~/lib/locales';
import { colors } from '../../../../tailwind.config.mjs';
import { useSpeech, type Speech } from './words';

/** Series colours (3:1 on white), the last for "other"; attributes, as utilities would weigh on every page's CSS. */
const FILLS = [...([1, 2, 3, 4, 5] as const).map((n) => colors[`series-${n}`]), colors['series-other']];
const HEIGHT = 200;
const AXIS = { left: 30, right: 4, top: 16, bottom: 22 };
const LABEL_WIDTH = 46;

/** A round top for the value axis, with about four steps: 1, 2 or 5 times a power of ten each. */
function scale(max: number) {
  const rough = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  return { step: Math.max(1, step), top: Math.max(1, step) * Math.ceil(Math.max(1, max) / Math.max(1, step)) };
}

/** The chart's series: the top sources (in the admin's words), then the others when there are any. */
function seriesOf({ weeks, sources }: LeadStats, { words }: Speech) {
  const named = sources.map((key, i) => ({
    label: key === NO_SOURCE ? words.toolbar.noSource : key,
    values: weeks.map((week) => week.counts[i] ?? 0),
    fill: FILLS[i] as string,
  }));
  const other = weeks.map((week) => week.other);
  return other.some((n) => n > 0)
    ? [...named, { label: words.leads.other, values: other, fill: FILLS[5] as string }]
    : named;
}

/** Leads per week, stacked by source: hand-written SVG (docs/admin.md), a table for screen readers. */
export default function LeadsChart({ stats }: { stats: LeadStats | null }) {
  const speech = useSpeech();
  const { words, t, number } = speech;
  const w = words.leads;
  const boxRef = useRef<HTMLDivElement>(null);
  // The box's width (set by the page, so that nothing moves when the figures come): the drawing's.
  const [width, setWidth] = useState(0);
  const captionId = useId();
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // While the figures load: the same frame, empty, so that nothing moves when they come.
  const weeks = stats?.weeks ?? [];
  const series = stats ? seriesOf(stats, speech) : [];
  const totals = weeks.map((_, i) => series.reduce((n, { values }) => n + (values[i] ?? 0), 0));
  const { step, top } = scale(Math.max(...totals));
  const day = new Intl.DateTimeFormat(INTL_LOCALES[speech.locale], { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dates = weeks.map((week) => day.format(new Date(`${week.start}T00:00:00Z`)));
  const last = weeks.length - 1;

  const plot = { width: Math.max(0, width - AXIS.left - AXIS.right), height: HEIGHT - AXIS.top - AXIS.bottom };
  const band = plot.width / weeks.length;
  const bar = Math.min(band * 0.7, 44);
  const every = Math.ceil(LABEL_WIDTH / Math.max(1, band));
  const y = (value: number) => AXIS.top + plot.height - (value / top) * plot.height;
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);

  return (
    <figure aria-labelledby={captionId} className="grid gap-2">
      <figcaption id={captionId} className="text-sm font-semibold">
        {w.chartTitle}
      </figcaption>
      <ul
        aria-hidden="true"
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted"
        style={{ minHeight: '1.25rem' }}
      >
        {series.map(({ label, fill }) => (
          <li key={label} className="flex min-w-0 items-center gap-1.5">
            <svg width="12" height="12" className="shrink-0">
              <rect width="12" height="12" rx="2" fill={fill} />
            </svg>
            <span className="break-all">{label}</span>
          </li>
        ))}
      </ul>
      <div ref={boxRef} className="w-full" style={{ height: HEIGHT }}>
        {stats && width > 0 && (
          <svg aria-hidden="true" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="text-xs">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={AXIS.left} x2={width - AXIS.right} y1={y(tick)} y2={y(tick)} stroke={colors.line} />
                <text x={AXIS.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fill={colors.muted}>
                  {number(tick)}
                </text>
              </g>
            ))}
            {weeks.map((week, i) => {
              const x = AXIS.left + i * band + (band - bar) / 2;
              let base = 0;
              return (
                <g key={week.start}>
                  {series.map(({ label, values, fill }) => {
                    const value = values[i] ?? 0;
                    if (value === 0) return null;
                    base += value;
                    return (
                      <rect
                        key={label}
                        x={x}
                        width={bar}
                        y={y(base)}
                        height={y(base - value) - y(base)}
                        fill={fill}
                        stroke={colors.surface}
                      >
                        <title>{t(w.segment, { source: label, date: dates[i] ?? '', n: value })}</title>
                      </rect>
                    );
                  })}
                  {(totals[i] ?? 0) > 0 && (
                    <text x={x + bar / 2} y={y(base) - 4} textAnchor="middle" fill={colors.ink}>
                      {number(totals[i] ?? 0)}
                    </text>
                  )}
                  {(last - i) % every === 0 && (
                    <text
                      x={Math.min(x + bar / 2, width - LABEL_WIDTH / 2)}
                      y={HEIGHT - 6}
                      textAnchor="middle"
                      fill={colors.muted}
                    >
                      {dates[i]}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      {stats && (
        <table className="sr-only">
          <thead>
            <tr>
              <th scope="col">{w.week}</th>
              {series.map(({ label }) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">{w.total}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week.start}>
                <th scope="row">{i === last ? t(w.thisWeek, { date: dates[i] ?? '' }) : dates[i]}</th>
                {series.map(({ label, values }) => (
                  <td key={label}>{number(values[i] ?? 0)}</td>
                ))}
                <td>{number(totals[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
