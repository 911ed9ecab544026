import { reviewPage, type ReviewPage } from '@manara/shared/schemas/reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { ProviderRating, ProviderReviews } from '../components/provider-reviews';

const review = (id: number, rating: number, extra: Partial<ReviewPage['results'][number]> = {}) => ({
  id,
  rating,
  comment: null,
  author: 'Sami',
  answer: null,
  answered_at: null,
  created_at: '2026-12-04T10:00:00.000Z',
  ...extra,
});

/** A provider's reviews on their page (decision 059). */
describe("a provider's reviews", () => {
  it('shows the average to one decimal and the count, the reviews newest first with the answer, and pages on', async () => {
    const seen = answer('get', '/providers/:id/reviews/', reviewPage, ({ query }) =>
      query.get('page') === '2'
        ? { count: 11, next: null, previous: 'x', results: [review(1, 3, { comment: 'Oldest one' })], rating: { average: 4.27, count: 11 } }
        : {
            count: 11,
            next: 'x',
            previous: null,
            results: [review(3, 5, { comment: 'شرح وافٍ', answer: 'شكرًا لك' }), review(2, 4)],
            rating: { average: 4.3, count: 11 },
          },
    );
    renderWithProviders(
      <>
        <ProviderRating id={7} />
        <ProviderReviews id={7} />
      </>,
      { locale: 'en' },
    );
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByText('Rated 4.3 out of 5 from 11 reviews')).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('شرح وافٍ');
    expect(items[0]).toHaveTextContent('شكرًا لك');
    expect(within(items[0]!).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older reviews' }));
    expect(await screen.findByText('Oldest one')).toBeInTheDocument();
    expect(seen.map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows nothing for a provider without reviews', async () => {
    const seen = answer('get', '/providers/:id/reviews/', reviewPage, {
      count: 0,
      next: null,
      previous: null,
      results: [],
      rating: { average: null, count: 0 },
    });
    const { container } = renderWithProviders(<ProviderReviews id={7} />, { locale: 'ar' });
    await expect.poll(() => seen.length).toBe(1);
    expect(container).toBeEmptyDOMElement();
  });
});
