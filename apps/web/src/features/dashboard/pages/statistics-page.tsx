import { STATISTICS_PERIODS, STATISTICS_SERIES, type OwnerStatistics, type StatisticsPeriod } from '@manara/shared/schemas/statistics';
import { formatDate, formatNumber, formatPrice } from '@manara/shared/i18n/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LineChart, type ChartSeries } from '@/components/line-chart';
import { DailyTable, PeriodChoice, useDayLabel } from '@/components/statistics-parts';
import { Button, ButtonLink } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/field';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { ownerStatisticsQuery } from '../api/statistics';
import '@/features/dashboard/locales/strings';

/** Each series' colour: distinct to the eye and readable on white (the table carries the numbers too). */
const COLORS: Record<(typeof STATISTICS_SERIES)[number], string> = {
  views: '#0f766e',
  inquiry: '#1d4ed8',
  visit: '#7c3aed',
  save: '#be185d',
  call: '#4d7c0f',
  whatsapp: '#15803d',
};

/**
 * /dashboard/statistics (decision 068): the owner's views and contacts per day over 7, 30 or 90 days,
 * of every listing or one (`?days=&listing=` in the address), as a chart with the price changes marked
 * and the same numbers in a table; each listing's sums under it.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = (STATISTICS_PERIODS as readonly string[]).includes(params.get('days') ?? '')
    ? (params.get('days') as StatisticsPeriod)
    : '30';
  const listing = Number(params.get('listing')) || null;
  const query = useQuery({ ...ownerStatisticsQuery(period, listing), placeholderData: keepPreviousData });
  const choose = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes))
          if (v === null) next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: true },
    );

  return (
    <div>
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('dashboard.statistics.title')}</h1>
          <p className="mt-1 max-w-2xl text-stone-600">{t('dashboard.statistics.intro')}</p>
        </div>
        <ButtonLink to={paths.dashboard} variant="outline" className="shrink-0">
          {t('dashboard.statistics.back')}
        </ButtonLink>
      </header>

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <PeriodChoice
          legend={t('dashboard.statistics.period')}
          value={period}
          onChoose={(days) => choose({ days })}
          dayLabel={(count, n) => t('dashboard.statistics.days', { count, n })}
        />
        <div className="min-w-0 sm:w-80">
          <Label htmlFor="statistics-listing">{t('dashboard.statistics.listing')}</Label>
          <Select
            id="statistics-listing"
            value={listing ?? ''}
            onChange={(e) => choose({ listing: e.target.value || null })}
            className="w-full"
          >
            <option value="">{t('dashboard.statistics.allListings')}</option>
            {query.data?.listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {query.isPending ? (
        <p className="mt-10 flex items-center gap-2 text-stone-600" role="status">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t('dashboard.statistics.loading')}
        </p>
      ) : query.isError ? (
        <div className="mt-10" role="alert">
          <p className="text-red-700">{t('dashboard.statistics.error')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('dashboard.statistics.retry')}
          </Button>
        </div>
      ) : query.data.listings.length === 0 ? (
        <p className="mt-10 text-stone-600">{t('dashboard.statistics.none')}</p>
      ) : (
        <StatisticsBody data={query.data} />
      )}
    </div>
  );
}

function StatisticsBody({ data }: { data: OwnerStatistics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = useDayLabel();
  const range = { from: formatDate(`${data.from}T12:00:00Z`, locale), to: formatDate(`${data.to}T12:00:00Z`, locale) };
  const series: ChartSeries[] = useMemo(
    () =>
      STATISTICS_SERIES.map((key) => ({
        key,
        label: t(`dashboard.statistics.series.${key}`),
        color: COLORS[key],
        values: data.days.map((d) => d[key]),
      })),
    [data, t],
  );
  const days = useMemo(() => data.days.map((d) => d.day), [data]);
  const marks = useMemo(() => data.price_changes.map((c) => ({ day: c.day, label: t('dashboard.statistics.priceChange') })), [data, t]);
  const changedOn = new Set(data.price_changes.map((c) => c.day));
  const number = (n: number) => formatNumber(n, locale);

  return (
    <div className="mt-8 space-y-8">
      <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <LineChart days={days} series={series} marks={marks} locale={locale} label={t('dashboard.statistics.chartLabel', range)} />
        {data.price_changes.length > 0 && (
          <div className="mt-4">
            <h2 className="text-sm font-semibold text-stone-800">{t('dashboard.statistics.priceChangesTitle')}</h2>
            <ul className="mt-1 text-sm text-stone-700">
              {data.price_changes.map((c, i) => (
                <li key={i}>
                  {t('dashboard.statistics.priceChangeLine', {
                    day: day(c.day),
                    old: formatPrice(c.old_price, locale, c.old_currency),
                    new: formatPrice(c.new_price, locale, c.currency),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <DailyTable
        caption={t('dashboard.statistics.tableCaption', range)}
        dayHeader={t('dashboard.statistics.day')}
        days={data.days}
        columns={STATISTICS_SERIES.map((key) => ({
          key,
          header: t(`dashboard.statistics.series.${key}`),
          cell: (d: OwnerStatistics['days'][number]) => number(d[key]),
          total: number(data.totals[key]),
        }))}
        note={(d) => (changedOn.has(d.day) ? t('dashboard.statistics.priceChange') : null)}
        totalHeader={t('dashboard.statistics.total')}
      />

      <section>
        <h2 className="text-lg font-semibold text-stone-900">{t('dashboard.statistics.perListing')}</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {data.listings.map((l) => (
            <li key={l.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <p className="font-medium text-stone-900">{l.title}</p>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                {STATISTICS_SERIES.map((key) => (
                  <div key={key}>
                    <dt className="text-stone-600">{t(`dashboard.statistics.series.${key}`)}</dt>
                    <dd className="font-semibold tabular-nums text-stone-900">{number(l.totals[key])}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
