import { formatDate } from '@manara/shared/i18n/index';
import { ListingTitle } from '@/components/listing-text';
import { REPORT_STATUSES, type AdminReport, type ReportStatus } from '@manara/shared/schemas/reports';
import { ExternalLink, EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { errorStatus } from '@/lib/api';
import { localizePath, paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useReports, useResolveReport } from '../../api/reports';
import { State } from '../state';
import '@/features/realty/locales/more-strings';

function ReportItem({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resolve = useResolveReport();
  const run = (action: 'hide' | 'dismiss') =>
    resolve.mutate(
      { id: report.id, action },
      {
        onSuccess: () => toast.success(t(action === 'hide' ? 'admin.reports.hidden' : 'admin.reports.dismissed')),
        onError: (e) => toast.error(errorStatus(e) === 409 ? t('admin.reports.closed') : t('admin.failed')),
      },
    );
  const date = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-bold text-stone-900">
          <ListingTitle listing={report.property} noteClassName="ms-1" />
        </h3>
        <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-800 ring-1 ring-red-200">
          {t(`realty.report.reasons.${report.reason}`)}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1.5">
          <dt className="text-stone-600">{t('admin.reports.from')}:</dt>
          <dd className="text-stone-900">{report.reporter ? <bdi>{report.reporter.name}</bdi> : t('admin.reports.visitor')}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-stone-600">{t('admin.reports.listingStatus')}:</dt>
          <dd className="text-stone-900">{t(`realty.statuses.${report.property.status}`)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-stone-600">
        {t('admin.reports.reported', { date: date(report.created_at) })}
        {report.resolved_at && <> · {t('admin.reports.resolved', { date: date(report.resolved_at) })}</>}
      </p>
      <div className="mt-3 rounded-xl bg-stone-50 p-3 text-sm">
        <p className="font-medium text-stone-700">{t('admin.reports.details')}</p>
        {report.details ? (
          <p className="mt-1 whitespace-pre-line text-stone-900" dir="auto">
            {report.details}
          </p>
        ) : (
          <p className="mt-1 text-stone-600">{t('admin.reports.noDetails')}</p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={localizePath(paths.property(report.property.id), locale)}
          target="_blank"
          rel="noopener"
          className="inline-flex h-9 items-center gap-1.5 rounded-xl border border-brand-700 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('admin.preview')}
        </a>
        {report.status === 'open' && (
          <>
            <Button size="sm" variant="danger" onClick={() => run('hide')} disabled={resolve.isPending}>
              <EyeOff className="size-4" aria-hidden="true" />
              {t('admin.reports.hide')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => run('dismiss')} disabled={resolve.isPending}>
              <X className="size-4" aria-hidden="true" />
              {t('admin.reports.dismiss')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** The staff queue of reported listings (decision 041): open first; hide the listing or dismiss the report. */
export function ReportsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const list = useReports(status);
  return (
    <Tabs
      className="mt-6"
      label={t('admin.reports.tabs')}
      value={status}
      onChange={setStatus}
      items={REPORT_STATUSES.map((key) => ({ key, label: t(`admin.reports.statuses.${key}`) }))}
    >
      <State query={list}>
        <ul className="space-y-4" aria-label={t('admin.reports.listLabel')}>
          {list.data?.results.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      </State>
    </Tabs>
  );
}
