import type { Locale } from '@manara/shared/i18n/index';
import { formatDate, formatNumber } from '@manara/shared/i18n/index';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

/** One line of the chart: its name (shown in the legend) and a value per day. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  values: number[];
}

/** A day to mark with a dashed line (a price change), and what the mark says. */
export interface ChartMark {
  day: string;
  label: string;
}

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A line chart per day drawn by uPlot (decision 068: the owner's and staff's statistics), loaded only when
 * this component mounts in the browser: the library and its stylesheet are a separate chunk that public
 * pages never fetch. On Arabic pages the
 * time axis runs right to left (the newest day on the left, as the page reads) and the value axis sits
 * on the right. The chart is a picture for sighted users (`role="img"`); the table under it holds the
 * same numbers for everyone else.
 */
export function LineChart(props: { days: string[]; series: ChartSeries[]; marks: ChartMark[]; locale: Locale; label: string }) {
  const { days, series, marks, locale, label } = props;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    const rtl = locale === 'ar';
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const markAt = new Set(marks.map((m) => seconds(m.day)));
      const drawMarks = (u: uPlot) => {
        const { ctx, bbox } = u;
        ctx.save();
        ctx.strokeStyle = '#b45309';
        ctx.lineWidth = 2 * devicePixelRatio;
        ctx.setLineDash([6 * devicePixelRatio, 4 * devicePixelRatio]);
        for (const x of markAt) {
          const left = Math.round(u.valToPos(x, 'x', true));
          ctx.beginPath();
          ctx.moveTo(left, bbox.top);
          ctx.lineTo(left, bbox.top + bbox.height);
          ctx.stroke();
        }
        ctx.restore();
      };
      const width = () => Math.max(260, element.clientWidth);
      chart = new UPlot(
        {
          width: width(),
          height: 260,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true, dir: rtl ? -1 : 1 }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
          axes: [
            {
              stroke: '#57534e',
              grid: { stroke: '#e7e5e4' },
              // Room for «24 نوفمبر» between two labels, so a phone shows fewer, never overlapping.
              space: 90,
              values: (_u, splits) => splits.map((s) => formatDate(new Date(s * 1000), locale, { day: 'numeric', month: 'short' })),
            },
            {
              side: rtl ? 1 : 3,
              stroke: '#57534e',
              grid: { stroke: '#e7e5e4' },
              values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? formatNumber(s, locale) : '')),
            },
          ],
          series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: days.length <= 7 } }))],
          hooks: { draw: [drawMarks] },
        },
        [days.map(seconds), ...series.map((s) => s.values)],
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: 260 }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, series, marks, locale]);

  return (
    <figure className="min-w-0">
      <div ref={box} role="img" aria-label={label} className="min-h-[260px] w-full" data-testid="statistics-chart" />
      <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        {series.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <span className="inline-block h-1 w-4 rounded-full" style={{ backgroundColor: s.color }} aria-hidden="true" />
            {s.label}
          </span>
        ))}
        {marks.length > 0 && (
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-3 w-0 border-s-2 border-dashed border-amber-700" aria-hidden="true" />
            {marks[0]!.label}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
