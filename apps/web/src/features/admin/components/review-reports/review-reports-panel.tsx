import { formatDate } from '@manara/shared/i18n/index';
import { REVIEW_REPORT_STATUSES, type AdminReviewReport, type ReviewReportStatus } from '@manara/shared/schemas/reviews';
import { ExternalLink, EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import { Stars } from '@/components/rating';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { errorStatus } from '@/lib/api';
import { localizePath, paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useResolveReviewReport, useReviewReports } from '../../api/review-reports';
import { State } from '../state';

function Quote({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="mt-2 rounded-xl bg-stone-50 p-3 text-sm">
      <p className="font-medium text-stone-700">{label}</p>
      <p className="mt-1 whitespace-pre-line text-stone-900" dir="auto">
        {text}
      </p>
    </div>
  );
}

function ReviewReportItem({ report }: { report: AdminReviewReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resolve = useResolveReviewReport();
  const run = (action: 'hide' | 'dismiss') =>
    resolve.mutate(
      { id: report.id, action },
      {
        onSuccess: () => toast.success(t(action === 'hide' ? 'admin.reviewReports.hidden' : 'admin.reviewReports.dismissed')),
        onError: (e) => toast.error(errorStatus(e) === 409 ? t('admin.reviewReports.closed') : t('admin.failed')),
      },
    );
  const date = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const { review } = report;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex min-w-0 flex-wrap items-center gap-2 font-bold text-stone-900">
          <bdi>{review.provider.name}</bdi>
          <Stars rating={review.rating} label={t('admin.reviewReports.stars', { n: review.rating })} />
        </h3>
        <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-800 ring-1 ring-red-200">
          {t(`admin.reviewReports.reasons.${report.reason}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {t('admin.reviewReports.from')}: {report.reporter ? <bdi>{report.reporter.name}</bdi> : '—'} ·{' '}
        {t('admin.reports.reported', { date: date(report.created_at) })}
        {report.resolved_at && <> · {t('admin.reports.resolved', { date: date(report.resolved_at) })}</>}
        {review.hidden && <> · {t('admin.reviewReports.isHidden')}</>}
      </p>
      <Quote label={t('admin.reviewReports.comment')} text={review.comment} />
      <Quote label={t('admin.reviewReports.answer')} text={review.answer} />
      <Quote label={t('admin.reports.details')} text={report.details} />
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={localizePath(paths.provider(review.provider.id), locale)}
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
              {t('admin.reviewReports.hide')}
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

/** The staff queue of reported reviews (decision 059): open first; hide the review (off the page and the average) or dismiss. */
export function ReviewReportsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReviewReportStatus>('open');
  const list = useReviewReports(status);
  return (
    <Tabs
      className="mt-6"
      label={t('admin.reviewReports.tabs')}
      value={status}
      onChange={setStatus}
      items={REVIEW_REPORT_STATUSES.map((key) => ({ key, label: t(`admin.reviewReports.statuses.${key}`) }))}
    >
      <State query={list}>
        <ul className="space-y-4" aria-label={t('admin.reviewReports.listLabel')}>
          {list.data?.results.map((report) => (
            <ReviewReportItem key={report.id} report={report} />
          ))}
        </ul>
      </State>
    </Tabs>
  );
}
