import { reviewRequest } from '@manara/shared/schemas/reviews';
import { formatDate } from '@manara/shared/i18n/index';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Stars } from '@/components/rating';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Textarea } from '@/components/ui/field';
import { errorKey, errorText, fieldErrorKeys } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAnswerReview, useRateRequest, useRequestReview } from '../api/reviews';
import '@/features/requests/locales/strings';

/** "Rate this consultation": 1–5 stars and an optional comment, checked with the shared schema before it is sent. */
export function RatingForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rate = useRateRequest(id);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const server = rate.error ? { ...fieldErrorKeys(rate.error) } : {};
  const shown = { ...server, ...errors };
  const general = rate.error && !Object.keys(server).length ? errorText(errorKey(rate.error) ?? 'internal_error', locale) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reviewRequest.safeParse({ rating: rating || undefined, comment });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    rate.mutate({ rating: parsed.data.rating, comment: parsed.data.comment });
  };
  const ratingError = errorText(shown.rating, locale);
  const commentError = errorText(shown.comment, locale);
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="rate-title">
      <h2 id="rate-title" className="text-lg font-bold text-brand-800">
        {t('requests.review.rate')}
      </h2>
      <fieldset aria-describedby={ratingError ? 'rating-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('requests.review.stars')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={t('requests.review.starLabel', { n })}
              />
              <Star className={`size-8 ${n <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-400'}`} aria-hidden="true" />
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="rating-error" className="mt-1 text-sm text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <Field id="review-comment" label={t('requests.review.comment')} error={commentError}>
        <Textarea {...fieldAria('review-comment', commentError)} value={comment} dir="auto" onChange={(e) => setComment(e.target.value)} />
      </Field>
      {general && (
        <p role="alert" className="text-sm text-red-700">
          {general}
        </p>
      )}
      <Button type="submit" size="sm" disabled={rate.isPending}>
        {t('requests.review.submit')}
      </Button>
    </form>
  );
}

function AnswerForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useAnswerReview(id);
  const [text, setText] = useState('');
  const error = answer.error ? errorText(fieldErrorKeys(answer.error).answer ?? errorKey(answer.error), locale) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    answer.mutate(text);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Field id="review-answer" label={t('requests.review.answer')} error={error}>
        <Textarea
          {...fieldAria('review-answer', error)}
          value={text}
          dir="auto"
          onChange={(e) => setText(e.target.value)}
          className="min-h-20"
        />
      </Field>
      <Button type="submit" size="sm" disabled={answer.isPending}>
        {t('requests.review.sendAnswer')}
      </Button>
    </form>
  );
}

/** A done request's review: the client rates it once; both see it; the provider answers it once (decision 059). */
export function ReviewPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useRequestReview(id);
  const data = query.data;
  if (!data || (!data.review && !data.can_review)) return null;
  if (!data.review) return <RatingForm id={id} />;
  const review = data.review;
  return (
    <section aria-labelledby="review-title" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="review-title" className="text-lg font-bold text-brand-800">
        {t('requests.review.title')}
      </h2>
      {review.hidden && <p className="rounded-xl bg-stone-100 p-3 text-sm">{t('requests.review.hidden')}</p>}
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <Stars rating={review.rating} label={t('requests.review.starLabel', { n: review.rating })} />
        {formatDate(review.created_at, locale, { dateStyle: 'medium' })}
      </p>
      {review.comment && (
        <p dir="auto" className="whitespace-pre-line text-stone-900">
          {review.comment}
        </p>
      )}
      {review.answer && (
        <div className="ms-4 border-s-2 border-brand-200 ps-3">
          <p className="text-sm font-medium text-stone-700">{t('requests.review.answered')}</p>
          <p dir="auto" className="whitespace-pre-line text-stone-900">
            {review.answer}
          </p>
        </div>
      )}
      {data.can_answer && <AnswerForm id={id} />}
    </section>
  );
}
