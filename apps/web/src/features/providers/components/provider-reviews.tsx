import { formatDate } from '@manara/shared/i18n/index';
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from '@manara/shared/reviews';
import type { Review } from '@manara/shared/schemas/reviews';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { RatingBadge, Stars } from '@/components/rating';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Select, Textarea } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { useSession } from '@/lib/auth/use-session';
import { errorKey, errorText, fieldErrorKeys } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { providerReviewsOptions, useReportReview } from '../api/reviews';
import '@/features/providers/locales/strings';

/** The provider's average and count beside their name (the first page's rating; nothing without reviews). */
export function ProviderRating({ id }: { id: number }) {
  const { t } = useTranslation();
  const rating = useQuery(providerReviewsOptions(id, 1)).data?.rating;
  if (!rating || rating.average === null) return null;
  return (
    <RatingBadge
      average={rating.average}
      count={rating.count}
      label={t('providers.reviews.summary', { average: rating.average, count: rating.count })}
    />
  );
}

function ReportReview({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { isAuthenticated } = useSession();
  const report = useReportReview(id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [details, setDetails] = useState('');
  if (report.isSuccess) return <p className="text-sm text-stone-600">{t('providers.reviews.reported')}</p>;
  if (!open)
    return (
      <button type="button" className="text-sm text-stone-600 underline hover:text-stone-900" onClick={() => setOpen(true)}>
        {t('providers.reviews.report')}
      </button>
    );
  if (!isAuthenticated)
    return (
      <p className="text-sm text-stone-600">
        <Link to={paths.login} className="text-brand-700 underline">
          {t('providers.reviews.signInToReport')}
        </Link>
      </p>
    );
  const fields = report.error ? fieldErrorKeys(report.error) : {};
  const reasonError = errorText(fields.reason, locale);
  const detailsError = errorText(fields.details, locale);
  const general = report.error && !Object.keys(fields).length ? errorText(errorKey(report.error) ?? 'internal_error', locale) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    report.mutate({ reason: reason as ReviewReportReason, details: details || null });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2 rounded-xl bg-stone-50 p-3">
      <Field id={`report-reason-${id}`} label={t('providers.reviews.reason')} error={reasonError}>
        <Select
          {...fieldAria(`report-reason-${id}`, reasonError)}
          value={reason}
          onChange={(e) => setReason(e.target.value as ReviewReportReason)}
        >
          <option value="">—</option>
          {REVIEW_REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`providers.reviews.reasons.${r}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`report-details-${id}`} label={t('providers.reviews.details')} error={detailsError}>
        <Textarea
          {...fieldAria(`report-details-${id}`, detailsError)}
          value={details}
          dir="auto"
          onChange={(e) => setDetails(e.target.value)}
          className="min-h-16"
        />
      </Field>
      {general && (
        <p role="alert" className="text-sm text-red-700">
          {general}
        </p>
      )}
      <Button type="submit" size="sm" disabled={report.isPending}>
        {t('providers.reviews.sendReport')}
      </Button>
    </form>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="space-y-2 border-b border-stone-200 py-4 last:border-b-0">
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <Stars rating={review.rating} label={t('providers.reviews.stars', { n: review.rating })} />
        {review.author && <bdi className="font-medium text-stone-800">{review.author}</bdi>}
        <span>{formatDate(review.created_at, locale, { dateStyle: 'medium' })}</span>
      </p>
      {review.comment && (
        <p dir="auto" className="whitespace-pre-line text-stone-900">
          {review.comment}
        </p>
      )}
      {review.answer && (
        <div className="ms-4 border-s-2 border-brand-200 ps-3">
          <p className="text-sm font-medium text-stone-700">{t('providers.reviews.answer')}</p>
          <p dir="auto" className="whitespace-pre-line text-stone-900">
            {review.answer}
          </p>
        </div>
      )}
      <ReportReview id={review.id} />
    </li>
  );
}

/** A provider's reviews on their page (decision 059): newest first, a page at a time, each with the provider's answer. */
export function ProviderReviews({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(providerReviewsOptions(id, page));
  const data = query.data;
  if (!data || (data.count === 0 && page === 1)) return null;
  return (
    <section aria-labelledby="reviews-title" className="mt-10">
      <h2 id="reviews-title" className="text-xl font-bold text-brand-800">
        {t('providers.reviews.title')}
      </h2>
      <ul className="mt-2">
        {data.results.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {(data.previous || data.next) && (
        <div className="mt-4 flex gap-2">
          {data.previous && (
            <Button variant="outline" size="sm" onClick={() => setPage((p) => p - 1)}>
              {t('providers.reviews.newer')}
            </Button>
          )}
          {data.next && (
            <Button variant="outline" size="sm" onClick={() => setPage((p) => p + 1)}>
              {t('providers.reviews.older')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
