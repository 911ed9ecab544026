import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { providerProfiles, users } from '../src/db/schema';
import { signAccessToken } from '../src/lib/tokens';
import { createTestClock } from './clock';
import { createTestContext, type TestContext } from './context';
import { createTestUser, type TestUser } from './factories';
import { startTestSmtp, type TestSmtp } from './smtp';
import { startTestWorker } from './worker';

export type TestClock = ReturnType<typeof createTestClock>;

/** The requests suites' pieces: verified providers, requests through the API, tokens signed on the moved clock. */

/** A provider with a profile in `status` (verified unless told otherwise), of `type`. */
export async function createProvider(
  ctx: TestContext,
  options: { type?: 'lawyer' | 'financial_expert' | 'realtor'; status?: 'verified' | 'pending'; name?: string } = {},
): Promise<TestUser> {
  const user = await createTestUser(ctx, { role: 'provider', providerType: options.type ?? 'lawyer', name: options.name ?? 'Lawyer' });
  await ctx.db.insert(providerProfiles).values({
    userId: user.id,
    displayName: options.name ?? 'Lawyer',
    verificationStatus: options.status ?? 'verified',
  });
  return user;
}

/** Headers with a token signed now on the app's clock (a test that moves the clock days ahead outlives its first token). */
export async function auth(ctx: TestContext, user: TestUser): Promise<{ authorization: string }> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  const token = await signAccessToken(row!, ctx.config.jwtSecret, ctx.config.accessTokenTtlSeconds, ctx.clock.now());
  return { authorization: `Bearer ${token}` };
}

/** A date in Asia/Hebron `days` after the clock's today, as 'YYYY-MM-DD'. */
export function dayAhead(ctx: TestContext, days: number): string {
  return new Date(ctx.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function requestBody(ctx: TestContext, fields: Record<string, unknown> = {}) {
  return {
    description: 'Please check the papers of a plot in Birzeit before I buy it.',
    preferred_times: [
      { date: dayAhead(ctx, 3), from: '10:00', to: '12:00' },
      { date: dayAhead(ctx, 4), from: '16:00', to: '18:00' },
    ],
    contact_preference: 'thread',
    language: 'ar',
    ...fields,
  };
}

export async function sendRequest(ctx: TestContext, client: TestUser, fields: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/requests/', payload: requestBody(ctx, fields), headers: await auth(ctx, client) });
}

export async function act(ctx: TestContext, user: TestUser, id: number, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/requests/${id}/status/`, payload, headers: await auth(ctx, user) });
}

/** The public address the request mails link to in the mailed suites. */
export const MAILED_ORIGIN = 'https://manara.example';

/**
 * A context whose mail goes through a real SMTP server and whose clock the test moves (08:00 UTC on
 * 1 December 2026 = 10:00 in Hebron, winter +02:00), with a worker running the mail and reminder jobs.
 */
export async function startMailedRequests(): Promise<{ ctx: TestContext; smtp: TestSmtp; clock: TestClock }> {
  const smtp = await startTestSmtp();
  const clock = createTestClock(new Date('2026-12-01T08:00:00Z'));
  const ctx = await createTestContext({
    clock,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Manara <no-reply@manara.example>', PUBLIC_ORIGIN: MAILED_ORIGIN, RATE_LIMIT: 'false' },
  });
  await startTestWorker(ctx);
  return { ctx, smtp, clock };
}

/** The .ics part of a message (nodemailer's icalEvent arrives as a text/calendar alternative or attachment). */
export function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(part, 'an .ics invitation').toBeDefined();
  return part!.content.toString('utf8');
}
