import { formatDate, formatNumber } from '@manara/shared/i18n/index';
import type { StaffStatistics, StatisticsPeriod } from '@manara/shared/schemas/statistics';
import { useMemo, useState } from 'react';
import { LineChart, type ChartSeries } from '@/components/line-chart';
import { DailyTable, PeriodChoice } from '@/components/statistics-parts';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useStaffStatistics } from '../../api/statistics';
import { State } from '../state';

type StaffDay = StaffStatistics['days'][number];

const SERIES = [
  ['submissions', '#1d4ed8'],
  ['approvals', '#15803d'],
  ['rejections', '#b91c1c'],
  ['reports', '#a16207'],
] as const;

/** Staff's overview over 7, 30 or 90 days (decision 068): a chart per day, the same in a table, active listings now. */
export function StatisticsPanel() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<StatisticsPeriod>('30');
  const query = useStaffStatistics(period);
  return (
    <section aria-labelledby="staff-statistics-title" className="space-y-6">
      <h2 id="staff-statistics-title" className="text-xl font-bold text-stone-900">
        {t('admin.statistics.title')}
      </h2>
      <PeriodChoice
        legend={t('admin.statistics.period')}
        value={period}
        onChoose={setPeriod}
        dayLabel={(count, n) => t('admin.statistics.days', { count, n })}
      />
      <State query={query}>{query.data && <Overview data={query.data} />}</State>
    </section>
  );
}

function Overview({ data }: { data: StaffStatistics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const range = { from: formatDate(`${data.from}T12:00:00Z`, locale), to: formatDate(`${data.to}T12:00:00Z`, locale) };
  const days = useMemo(() => data.days.map((d) => d.day), [data]);
  const series: ChartSeries[] = useMemo(
    () => SERIES.map(([key, color]) => ({ key, color, label: t(`admin.statistics.series.${key}`), values: data.days.map((d) => d[key]) })),
    [data, t],
  );
  const number = (n: number) => formatNumber(n, locale);
  const cell = 'px-3 py-1.5 text-end tabular-nums';
  return (
    <div className="space-y-6">
      <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        <LineChart days={days} series={series} marks={[]} locale={locale} label={t('admin.statistics.chartLabel', range)} />
      </div>
      <DailyTable
        caption={t('admin.statistics.tableCaption', range)}
        dayHeader={t('admin.statistics.day')}
        days={data.days}
        columns={[
          ...SERIES.map(([key]) => ({ key, header: t(`admin.statistics.series.${key}`), cell: (d: StaffDay) => number(d[key]) })),
          {
            key: 'median',
            header: t('admin.statistics.medianHours'),
            cell: (d: StaffDay) =>
              d.median_decision_hours === null ? '—' : formatNumber(d.median_decision_hours, locale, { maximumFractionDigits: 1 }),
          },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div
          className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200"
          tabIndex={0}
          role="region"
          aria-label={t('admin.statistics.activeTitle')}
        >
          <table className="w-full text-sm">
            <caption className="p-3 text-start font-semibold text-stone-800">{t('admin.statistics.activeTitle')}</caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('admin.statistics.city')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('admin.statistics.type')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('admin.statistics.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.active.map((a) => (
                <tr key={`${a.city_id}-${a.type}`} className="border-t border-stone-100">
                  <td className="px-3 py-1.5">{a.city}</td>
                  <td className="px-3 py-1.5">{t(`realty.types.${a.type}`)}</td>
                  <td className={cell}>{number(a.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="self-start rounded-2xl bg-white p-4 text-stone-800 ring-1 ring-stone-200">
          {t('admin.statistics.openReports', { n: number(data.open_reports) })}
        </p>
      </div>
    </div>
  );
}
