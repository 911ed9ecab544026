import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerProfiles, users } from '../../db/schema';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { act, auth, createProvider, dayAhead, sendRequest } from '../../../test/requests';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { startTestWorker } from '../../../test/worker';

const HOUR = 3600_000;

/** A request from a new client to `provider`, driven to `done` (or only to `confirmed`). */
async function consultation(
  ctx: TestContext,
  clock: ReturnType<typeof createTestClock>,
  provider: TestUser,
  until: 'confirmed' | 'done' = 'done',
) {
  const client = await createTestUser(ctx, { name: 'Sami Khalil' });
  const { id } = (await sendRequest(ctx, client, { provider_id: provider.id })).json() as { id: number };
  expect((await act(ctx, provider, id, { event: 'accept', date: dayAhead(ctx, 2), time: '10:00' })).statusCode).toBe(200);
  expect((await act(ctx, client, id, { event: 'confirm' })).statusCode).toBe(200);
  if (until === 'done') {
    clock.advance(3 * 24 * HOUR);
    expect((await act(ctx, client, id, { event: 'done' })).statusCode).toBe(200);
  }
  return { id, client };
}

/** Reviews of consultations (decision 059): who rates and answers, once; reports and hiding; a city's providers. */
describe('reviews', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof createTestClock>;
  let lawyer: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    clock = createTestClock(new Date('2026-12-01T08:00:00Z'));
    ctx = await createTestContext({ clock, env: { RATE_LIMIT: 'false' } });
    lawyer = await createProvider(ctx, { name: 'Huda Haddad' });
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
  });

  const call = async (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers: user ? await auth(ctx, user) : {} });
  const rate = (user: TestUser | null, id: number, payload: unknown) => call('POST', `/requests/${id}/review/`, user, payload);
  const answer = (user: TestUser | null, id: number, text: unknown) =>
    call('POST', `/requests/${id}/review/answer/`, user, { answer: text });
  const page = async (provider: TestUser) => (await call('GET', `/providers/${provider.id}/reviews/`, null)).json();

  it('only the client of a done request rates it, once; the provider answers once; anyone else gets 404', async () => {
    const early = await consultation(ctx, clock, lawyer, 'confirmed');
    expect((await rate(early.client, early.id, { rating: 5 })).json().code).toBe('review_not_allowed');
    expect((await call('GET', `/requests/${early.id}/review/`, early.client, undefined)).json()).toMatchObject({
      review: null,
      can_review: false,
    });

    const { id, client } = await consultation(ctx, clock, lawyer);
    const stranger = await createTestUser(ctx);
    const other = await createProvider(ctx, { name: 'Other Lawyer' });
    expect((await call('GET', `/requests/${id}/review/`, client, undefined)).json()).toMatchObject({
      review: null,
      can_review: true,
      can_answer: false,
    });
    expect((await rate(null, id, { rating: 5 })).statusCode).toBe(401);
    expect((await rate(stranger, id, { rating: 5 })).statusCode).toBe(404);
    expect((await rate(other, id, { rating: 5 })).statusCode).toBe(404);
    expect((await call('GET', `/requests/${id}/review/`, stranger, undefined)).statusCode).toBe(404);
    expect((await rate(lawyer, id, { rating: 5 })).statusCode).toBe(403);
    // Staff read the request but are no party: they do not rate it.
    expect((await rate(staff, id, { rating: 5 })).statusCode).toBe(403);
    for (const bad of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: 4, comment: 'a\u202eb' },
      { rating: 4, comment: 'x'.repeat(2001) },
    ]) {
      expect((await rate(client, id, bad)).statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect((await answer(lawyer, id, 'Thank you')).json().code).toBe('review_not_found');

    const created = await rate(client, id, { rating: 4, comment: '  استشارة واضحة ومفيدة  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      review: { rating: 4, comment: 'استشارة واضحة ومفيدة', author: 'Sami', answer: null, hidden: false },
      can_review: false,
    });
    expect((await rate(client, id, { rating: 1 })).statusCode).toBe(409);

    expect((await call('GET', `/requests/${id}/review/`, lawyer, undefined)).json()).toMatchObject({ can_answer: true, can_review: false });
    expect((await answer(client, id, 'Me too')).statusCode).toBe(403);
    expect((await answer(stranger, id, 'Me too')).statusCode).toBe(404);
    expect((await answer(lawyer, id, '   ')).statusCode).toBe(400);
    const answered = await answer(lawyer, id, 'Thank you, Sami.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ review: { answer: 'Thank you, Sami.' }, can_answer: false });
    expect((await answer(lawyer, id, 'Again')).json().code).toBe('review_answered');

    const shown = await page(lawyer);
    expect(shown.rating).toEqual({ average: 4, count: 1 });
    expect(shown.results).toEqual([expect.objectContaining({ rating: 4, author: 'Sami', answer: 'Thank you, Sami.' })]);
    // Nothing of the request is public.
    expect(JSON.stringify(shown)).not.toMatch(/Khalil|request/);
  });

  it('a provider page lists reviews newest first, paged, with the average to one decimal', async () => {
    const provider = await createProvider(ctx, { name: 'Paged Lawyer' });
    for (const rating of [5, 4, 4]) {
      const { id, client } = await consultation(ctx, clock, provider);
      clock.advance(60_000);
      expect((await rate(client, id, { rating })).statusCode).toBe(201);
    }
    const first = (await call('GET', `/providers/${provider.id}/reviews/?page_size=2`, null)).json();
    expect(first.rating).toEqual({ average: 4.3, count: 3 });
    expect(first.count).toBe(3);
    expect(first.results.map((r: { rating: number }) => r.rating)).toEqual([4, 4]);
    expect(first.next).toContain('page=2');
    const second = (await call('GET', `/providers/${provider.id}/reviews/?page_size=2&page=2`, null)).json();
    expect(second.results.map((r: { rating: number }) => r.rating)).toEqual([5]);
    expect((await call('GET', `/providers/999999/reviews/`, null)).statusCode).toBe(404);
    expect((await call('GET', `/providers/abc/reviews/`, null)).statusCode).toBe(400);
  });

  it('every provider with a public page has a reviews list, a realtor without a profile too (empty); a client has none', async () => {
    const realtor = await createTestUser(ctx, { role: 'provider', name: 'Listing Realtor' });
    expect((await call('GET', `/providers/${realtor.id}/`, null)).statusCode).toBe(200);
    const reviews = await call('GET', `/providers/${realtor.id}/reviews/`, null);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json()).toMatchObject({ count: 0, results: [], rating: { average: null, count: 0 } });
    const client = await createTestUser(ctx);
    expect((await call('GET', `/providers/${client.id}/reviews/`, null)).statusCode).toBe(404);
    const gone = await createTestUser(ctx, { role: 'provider', isActive: false });
    expect((await call('GET', `/providers/${gone.id}/reviews/`, null)).statusCode).toBe(404);
  });

  it('a report goes to staff; hiding takes the review off the page and the average, audited; dismissing keeps it', async () => {
    const provider = await createProvider(ctx, { name: 'Reported Lawyer' });
    const reviewOf = async (rating: number) => {
      const { id, client } = await consultation(ctx, clock, provider);
      return { request: id, client, review: (await rate(client, id, { rating })).json().review.id as number };
    };
    const good = await reviewOf(5);
    const bad = await reviewOf(1);
    expect((await page(provider)).rating).toEqual({ average: 3, count: 2 });

    const reporter = await createTestUser(ctx);
    expect((await call('POST', `/reviews/${bad.review}/reports/`, null, { reason: 'offensive' })).statusCode).toBe(401);
    expect((await call('POST', `/reviews/${bad.review}/reports/`, reporter, { reason: 'other' })).json().code).toBe('validation_error');
    expect((await call('POST', `/reviews/999999/reports/`, reporter, { reason: 'spam' })).statusCode).toBe(404);
    const first = (await call('POST', `/reviews/${bad.review}/reports/`, reporter, { reason: 'offensive', details: 'Insults.' })).json();
    const second = (await call('POST', `/reviews/${bad.review}/reports/`, provider, { reason: 'false' })).json();
    const onGood = (await call('POST', `/reviews/${good.review}/reports/`, reporter, { reason: 'spam' })).json();

    expect((await call('GET', '/admin/review-reports/', reporter)).statusCode).toBe(403);
    expect((await call('POST', `/admin/review-reports/${first.id}/hide/`, reporter)).statusCode).toBe(403);
    const queue = (await call('GET', '/admin/review-reports/', staff)).json();
    expect(queue.results.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([first.id, second.id, onGood.id]));
    expect(queue.results.find((r: { id: number }) => r.id === first.id)).toMatchObject({
      reason: 'offensive',
      details: 'Insults.',
      review: { id: bad.review, rating: 1, hidden: false, provider: { id: provider.id, name: 'Reported Lawyer' } },
    });

    expect((await call('POST', `/admin/review-reports/${first.id}/hide/`, staff)).statusCode).toBe(204);
    expect((await call('POST', `/admin/review-reports/${second.id}/hide/`, staff)).statusCode).toBe(409);
    expect((await call('POST', `/admin/review-reports/${onGood.id}/dismiss/`, staff)).statusCode).toBe(204);
    expect((await call('POST', `/admin/review-reports/${onGood.id}/dismiss/`, staff)).statusCode).toBe(409);
    expect((await call('POST', `/admin/review-reports/999999/dismiss/`, staff)).statusCode).toBe(404);

    const shown = await page(provider);
    expect(shown.rating).toEqual({ average: 5, count: 1 });
    expect(shown.results.map((r: { id: number }) => r.id)).toEqual([good.review]);
    // The parties still see it, marked hidden; nobody can report it any more.
    expect((await call('GET', `/requests/${bad.request}/review/`, bad.client)).json().review).toMatchObject({
      id: bad.review,
      hidden: true,
    });
    expect((await call('POST', `/reviews/${bad.review}/reports/`, reporter, { reason: 'spam' })).statusCode).toBe(404);
    const hidden = (await call('GET', '/admin/review-reports/?status=hidden', staff)).json();
    expect(hidden.results.map((r: { id: number }) => r.id).sort()).toEqual([first.id, second.id].sort());

    const log = (await call('GET', '/admin/audit-log/?page_size=100', staff)).json().results as {
      action: string;
      entity_id: string;
      details: unknown;
    }[];
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'review.hide',
        entity_id: String(bad.review),
        details: expect.objectContaining({ closed_reports: [first.id, second.id].sort((a, b) => a - b) }),
      }),
    );
    expect(log).toContainEqual(expect.objectContaining({ action: 'review.dismiss', entity_id: String(good.review) }));
  });

  it("a city's providers: verified, active lawyers and financial experts serving it, three at most, best rated first", async () => {
    const [city, elsewhere] = (await ctx.db.execute<{ id: number }>(sql`select id from cities order by id limit 2`)).rows.map((r) =>
      Number(r.id),
    );
    const serving = async (...ids: number[]) => {
      for (const id of ids)
        await ctx.db
          .update(providerProfiles)
          .set({ cityIds: [city!] })
          .where(eq(providerProfiles.userId, id));
    };
    const rated = async (provider: TestUser, ratings: number[]) => {
      for (const rating of ratings) {
        const { id, client } = await consultation(ctx, clock, provider);
        await rate(client, id, { rating });
      }
    };
    const best = await createProvider(ctx, { name: 'Best' });
    const expert = await createProvider(ctx, { name: 'Expert', type: 'financial_expert' });
    const many = await createProvider(ctx, { name: 'Many' });
    const unrated = await createProvider(ctx, { name: 'Unrated' });
    const pending = await createProvider(ctx, { name: 'Pending', status: 'pending' });
    const inactive = await createProvider(ctx, { name: 'Inactive' });
    const realtor = await createProvider(ctx, { name: 'Realtor', type: 'realtor' });
    const away = await createProvider(ctx, { name: 'Away' });
    await serving(best.id, expert.id, many.id, unrated.id, pending.id, inactive.id, realtor.id);
    await ctx.db
      .update(providerProfiles)
      .set({ cityIds: [elsewhere!] })
      .where(eq(providerProfiles.userId, away.id));
    await rated(best, [5]);
    await rated(expert, [4, 5]);
    await rated(many, [5, 4]);
    await rated(away, [5, 5]);
    await rated(inactive, [5, 5, 5]);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));

    const found = (await call('GET', `/providers/serving/?city=${city}`, null)).json().results as {
      id: number;
      name: string;
      rating: unknown;
    }[];
    // 5.0 first; 4.5 with two reviews each (expert, many) by count then the newest profile; at most three.
    expect(found.map((p) => p.name)).toEqual(['Best', 'Many', 'Expert']);
    expect(found[0]).toMatchObject({ id: best.id, provider_type: 'lawyer', rating: { average: 5, count: 1 } });
    expect(found[2]).toMatchObject({ provider_type: 'financial_expert', rating: { average: 4.5, count: 2 } });
    // With the best one away, an unrated provider fills the third place.
    await ctx.db.update(providerProfiles).set({ cityIds: [] }).where(eq(providerProfiles.userId, best.id));
    const after = (await call('GET', `/providers/serving/?city=${city}`, null)).json().results as { name: string; rating: unknown }[];
    expect(after.map((p) => p.name)).toEqual(['Many', 'Expert', 'Unrated']);
    expect(after[2]!.rating).toEqual({ average: null, count: 0 });
    // The directory's cards carry the same kept rating.
    const cards = (await call('GET', `/services/directory/legal/?city=${city}&page_size=50`, null)).json().results as {
      provider: { id: number; rating: unknown };
    }[];
    expect(cards.find((c) => c.provider.id === many.id)?.provider.rating).toEqual({ average: 4.5, count: 2 });
    expect(cards.find((c) => c.provider.id === unrated.id)?.provider.rating).toEqual({ average: null, count: 0 });
    expect((await call('GET', `/providers/serving/?city=0`, null)).statusCode).toBe(400);
    expect((await call('GET', `/providers/serving/`, null)).statusCode).toBe(400);
  });
});

describe('reviews: the provider is mailed (real SMTP)', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let clock: ReturnType<typeof createTestClock>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    clock = createTestClock(new Date('2026-12-01T08:00:00Z'));
    ctx = await createTestContext({
      clock,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Manara <no-reply@manara.example>',
        PUBLIC_ORIGIN: 'https://manara.example',
        RATE_LIMIT: 'false',
      },
    });
    await startTestWorker(ctx);
  });

  it('in their language, naming the client, never quoting the comment', async () => {
    const lawyer = await createProvider(ctx, { name: 'Huda Haddad' });
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, lawyer.id));
    const { id, client } = await consultation(ctx, clock, lawyer);
    // The request's own messages to the lawyer (received, confirmed, done) first, so the next one is the review's.
    for (let since = 0, n = 0; n < 3; n++) since = smtp.messages.indexOf(await smtp.next(lawyer.user.email, { since })) + 1;
    const since = smtp.messages.length;
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${id}/review/`,
      payload: { rating: 2, comment: 'Secret words about my land' },
      headers: await auth(ctx, client),
    });
    expect(review.statusCode).toBe(201);
    const mail = await smtp.next(lawyer.user.email, { since });
    expect(mail.subject).toBe('Sami Khalil reviewed your consultation');
    expect(mail.text).toContain(`https://manara.example/en/dashboard/requests/${id}`);
    expect(mail.text).not.toContain('Secret');
  });
});
