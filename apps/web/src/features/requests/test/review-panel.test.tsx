import { requestReviewSchema, type RequestReview } from '@manara/shared/schemas/reviews';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, Failure } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { ReviewPanel } from '../components/review-panel';

const none: RequestReview = { review: null, can_review: true, can_answer: false };
const rated = (extra: Partial<NonNullable<RequestReview['review']>> = {}): RequestReview => ({
  review: {
    id: 3,
    rating: 4,
    comment: 'استشارة واضحة',
    author: 'Sami',
    answer: null,
    answered_at: null,
    created_at: '2026-12-04T10:00:00.000Z',
    hidden: false,
    ...extra,
  },
  can_review: false,
  can_answer: false,
});

/** "Rate this consultation" (decision 059): the client's one rating, checked with the shared schema first. */
describe('the rating form', () => {
  it('asks for a rating before sending, then sends the stars and the comment once and shows the review (Arabic)', async () => {
    answer('get', '/requests/:id/review/', requestReviewSchema, none);
    const sent = answer('post', '/requests/:id/review/', requestReviewSchema, ({ json }) => {
      const body = json as { rating: number; comment: string | null };
      return rated({ rating: body.rating, comment: body.comment });
    });
    renderWithProviders(<ReviewPanel id={9} />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'قيّم هذه الاستشارة' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'أرسل التقييم' }));
    expect(await screen.findByText('اختر تقييمًا من 1 إلى 5 نجوم.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '5 من 5 نجوم' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'تعليق (اختياري)' }), '  شرح وافٍ  ');
    await userEvent.click(screen.getByRole('button', { name: 'أرسل التقييم' }));
    expect(await screen.findByRole('heading', { name: 'التقييم' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 من 5 نجوم' })).toBeInTheDocument();
    expect(screen.getByText('شرح وافٍ')).toBeInTheDocument();
    expect(sent.map((r) => [r.path, r.json])).toEqual([['/requests/9/review/', { rating: 5, comment: 'شرح وافٍ' }]]);
    expect(screen.queryByRole('button', { name: 'أرسل التقييم' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the consultation was already rated (English)", async () => {
    answer('get', '/requests/:id/review/', requestReviewSchema, none);
    answer('post', '/requests/:id/review/', requestReviewSchema, () => {
      throw new Failure(409, { code: 'review_exists', detail: 'This consultation has already been rated.' });
    });
    renderWithProviders(<ReviewPanel id={9} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('radio', { name: '3 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This consultation has already been rated.');
  });

  it('the provider sees the review and answers it once; nothing to rate for the provider', async () => {
    answer('get', '/requests/:id/review/', requestReviewSchema, { ...rated(), can_answer: true });
    const answers = answer('post', '/requests/:id/review/answer/', requestReviewSchema, ({ json }) =>
      rated({ answer: (json as { answer: string }).answer, answered_at: '2026-12-05T10:00:00.000Z' }),
    );
    renderWithProviders(<ReviewPanel id={9} />, { locale: 'en' });
    expect(await screen.findByText('استشارة واضحة')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer (once)' }), 'Thank you.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer (once)' })).not.toBeInTheDocument();
    expect(answers.map((r) => r.json)).toEqual([{ answer: 'Thank you.' }]);
  });
});
