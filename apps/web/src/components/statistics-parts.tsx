import { formatDate, formatNumber } from '@manara/shared/i18n/index';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '@manara/shared/schemas/statistics';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';

/**
 * The pieces the owner's and the staff's statistics share (decision 068): the choice of period, and the
 * table of a chart's numbers per day (newest first), which is what screen readers and printouts get.
 */

/** 7, 30 or 90 days as pressed buttons; `dayLabel` words a period in the page's language. */
export function PeriodChoice(props: {
  legend: string;
  value: StatisticsPeriod;
  onChoose: (period: StatisticsPeriod) => void;
  dayLabel: (days: number, written: string) => string;
}) {
  const locale = useLocale();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-stone-800">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {STATISTICS_PERIODS.map((p) => (
          <Button
            key={p}
            variant={p === props.value ? 'primary' : 'outline'}
            aria-pressed={p === props.value}
            className="px-3 sm:px-5"
            onClick={() => props.onChoose(p)}
          >
            {props.dayLabel(Number(p), formatNumber(Number(p), locale))}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/** One numeric column of a daily table. */
export interface DailyColumn<Day> {
  key: string;
  header: string;
  cell: (day: Day) => ReactNode;
  /** The column's total, written in the table's foot (when any column has one). */
  total?: ReactNode;
}

/** A day's date as the tables write it: "3 November" in the page's language. */
export function useDayLabel() {
  const locale = useLocale();
  return (day: string) => formatDate(`${day}T12:00:00Z`, locale, { day: 'numeric', month: 'long' });
}

/** A scrollable table with a row per day, newest first, each column right-aligned numbers. */
export function DailyTable<Day extends { day: string }>(props: {
  caption: string;
  dayHeader: string;
  days: Day[];
  columns: DailyColumn<Day>[];
  /** Shown after a day's date, with the row highlighted (a price change that day). */
  note?: (day: Day) => string | null;
  totalHeader?: string;
}) {
  const dayLabel = useDayLabel();
  const cell = 'px-3 py-1.5 text-end tabular-nums';
  const withTotals = props.totalHeader !== undefined;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200" tabIndex={0} role="region" aria-label={props.caption}>
      <table className="w-full text-sm">
        <caption className="p-3 text-start font-semibold text-stone-800">{props.caption}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {props.dayHeader}
            </th>
            {props.columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 text-end font-medium">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...props.days].reverse().map((d) => {
            const note = props.note?.(d) ?? null;
            return (
              <tr key={d.day} className={cn('border-t border-stone-100', note && 'bg-amber-50')}>
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-start font-normal text-stone-800">
                  {dayLabel(d.day)}
                  {note && <span className="ms-2 text-xs text-amber-800">{note}</span>}
                </th>
                {props.columns.map((c) => (
                  <td key={c.key} className={cell}>
                    {c.cell(d)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {withTotals && (
          <tfoot className="border-t-2 border-stone-200 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-start">
                {props.totalHeader}
              </th>
              {props.columns.map((c) => (
                <td key={c.key} className="px-3 py-2 text-end tabular-nums">
                  {c.total}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
