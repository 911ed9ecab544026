import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/media';
import { pdf } from '../../../test/private-files';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { startTestWorker } from '../../../test/worker';
import { createUsersRepository } from '../users/users.repository';
import { createProviderPorts } from './provider-ports';

const ORIGIN = 'https://manara.example';

describe('provider verification by staff (decision 056)', () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  let lawyer: TestUser;
  let expert: TestUser;
  let client: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Manara <no-reply@manara.example>', PUBLIC_ORIGIN: ORIGIN } });
    await startTestWorker(ctx);
    lawyer = await createTestUser(ctx, { role: 'provider', providerType: 'lawyer', name: 'ليلى' });
    expert = await createTestUser(ctx, { role: 'provider', providerType: 'financial_expert', name: 'Omar' });
    await createUsersRepository(ctx.db).update(expert.id, { language: 'en' });
    client = await createTestUser(ctx);
    staff = await createTestUser(ctx, { isStaff: true });
  });

  const submit = async (user: TestUser | null, fields: Record<string, string>, document?: { data: Buffer; type: string; name: string }) => {
    const form = await multipart(fields, document ? { document } : {});
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/providers/me/verification/',
      payload: form.payload,
      headers: { ...form.headers, ...(user?.headers ?? {}) },
    });
  };
  const licence = { licence_authority: 'نقابة المحامين الفلسطينيين', licence_number: 'PBA-4821' };
  const licencePdf = { data: pdf(2), type: 'application/pdf', name: 'licence.pdf' };
  const decide = (user: TestUser | null, id: number, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/admin/provider-verifications/${id}/decision/`, payload, headers: user?.headers ?? {} });
  const publicPage = async (id: number) => (await ctx.app.inject({ url: `/api/v1/providers/${id}/` })).json();
  const storedKey = async (id: number) =>
    ((await ctx.db.execute(sql`select document_key from provider_profiles where user_id = ${id}`)).rows[0] as { document_key: string })
      .document_key;

  it('takes licence details and one checked document from a provider only', async () => {
    expect((await submit(null, licence, licencePdf)).statusCode).toBe(401);
    expect((await submit(client, licence, licencePdf)).statusCode).toBe(403);
    expect((await submit(lawyer, licence)).json().field_codes).toEqual({ document: ['document_required'] });
    expect((await submit(lawyer, { licence_authority: '' }, licencePdf)).json().field_codes).toEqual({
      licence_authority: ['licence_authority_required'],
      licence_number: ['licence_number_required'],
    });
    const html = await submit(lawyer, licence, {
      data: Buffer.from('<html><script>alert(1)</script>'),
      type: 'application/pdf',
      name: 'x.pdf',
    });
    expect([html.statusCode, html.json().field_codes]).toEqual([415, { document: ['private_file_invalid'] }]);
    const scripted = await submit(lawyer, licence, { data: pdf(1, { script: true }), type: 'application/pdf', name: 'x.pdf' });
    expect(scripted.json().field_codes).toEqual({ document: ['private_file_damaged'] });

    const sent = await submit(lawyer, licence, licencePdf);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      verification_status: 'pending',
      licence_number: 'PBA-4821',
      document: { mime: 'application/pdf' },
      verified: false,
    });
    expect((await submit(lawyer, licence, licencePdf)).json()).toMatchObject({ code: 'verification_pending' });
  });

  it('keeps the document private: its provider and staff download it as an attachment; nobody else, and never under /media', async () => {
    const own = await ctx.app.inject({ url: '/api/v1/providers/me/verification/document/', headers: lawyer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="licence.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(own.rawPayload.equals(licencePdf.data)).toBe(true);

    const adminUrl = `/api/v1/admin/provider-verifications/${lawyer.id}/document/`;
    expect((await ctx.app.inject({ url: adminUrl, headers: staff.headers })).rawPayload.equals(licencePdf.data)).toBe(true);
    expect((await ctx.app.inject({ url: adminUrl })).statusCode).toBe(401);
    for (const other of [client, expert, lawyer])
      expect((await ctx.app.inject({ url: adminUrl, headers: other.headers })).statusCode).toBe(403);
    // Another provider's "own document" route is their own: they have none.
    expect((await ctx.app.inject({ url: '/api/v1/providers/me/verification/document/', headers: expert.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/providers/me/verification/document/' })).statusCode).toBe(401);

    const key = await storedKey(lawyer.id);
    expect(key).toMatch(/^licences\/[0-9a-f-]{36}$/);
    for (const url of [`/media/${key}`, `/media/private/${key}`, `/media/../private/${key}`, `/media/%2e%2e/private/${key}`]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await publicPage(lawyer.id)).document).toBeUndefined();
  });

  it('lists the queue for staff only', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/admin/provider-verifications/' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/admin/provider-verifications/', headers: lawyer.headers })).statusCode).toBe(403);
    const queue = await ctx.app.inject({ url: '/api/v1/admin/provider-verifications/', headers: staff.headers });
    expect(queue.json()).toEqual([expect.objectContaining({ id: lawyer.id, licence_number: 'PBA-4821', verification_status: 'pending' })]);
    expect((await ctx.app.inject({ url: '/api/v1/admin/provider-verifications/?status=nope', headers: staff.headers })).statusCode).toBe(
      400,
    );
  });

  it('verifies: the public badge and licensing body appear, audit-logged, the provider mailed in their language', async () => {
    expect((await decide(null, lawyer.id, { decision: 'verify' })).statusCode).toBe(401);
    expect((await decide(lawyer, lawyer.id, { decision: 'verify' })).statusCode).toBe(403);
    expect((await decide(staff, lawyer.id, { decision: 'withdraw' })).json().field_codes).toEqual({
      reason: ['verification_reason_required'],
    });
    expect((await decide(staff, lawyer.id, { decision: 'withdraw', reason: 'No reason' })).statusCode).toBe(409);
    expect((await decide(staff, client.id, { decision: 'verify' })).statusCode).toBe(404);

    const since = smtp.messages.length;
    const verified = await decide(staff, lawyer.id, { decision: 'verify' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ verification_status: 'verified' });
    expect(await publicPage(lawyer.id)).toMatchObject({ verified: true, licence_authority: 'نقابة المحامين الفلسطينيين' });
    const ports = createProviderPorts(ctx.db, ctx.storage);
    expect(await ports.isVerifiedProvider(lawyer.id)).toBe(true);
    expect((await ports.publicProviderSummary([lawyer.id, expert.id, client.id])).get(lawyer.id)).toMatchObject({
      verified: true,
      provider_type: 'lawyer',
    });

    const mail = await smtp.next(lawyer.user.email, { since });
    expect(mail.subject).toBe('وُثّق حسابك المهني في منارة');
    expect(mail.html).toContain(`${ORIGIN}/providers/${lawyer.id}`);
    const audit = await ctx.db.execute(sql`select action, entity_id, actor_id from audit_log where entity = 'provider' order by id`);
    expect(audit.rows).toEqual([{ action: 'provider.verify', entity_id: String(lawyer.id), actor_id: staff.id }]);
    expect((await decide(staff, lawyer.id, { decision: 'verify' })).statusCode).toBe(409);
    expect((await submit(lawyer, licence, licencePdf)).statusCode).toBe(409);
  });

  it('withdraws with a reason (badge gone, mail with the reason); a deactivated provider is never public-verified', async () => {
    const since = smtp.messages.length;
    const withdrawn = await decide(staff, lawyer.id, { decision: 'withdraw', reason: 'انتهت صلاحية الترخيص' });
    expect(withdrawn.json()).toMatchObject({ verification_status: 'withdrawn', verification_reason: 'انتهت صلاحية الترخيص' });
    expect(await publicPage(lawyer.id)).toMatchObject({ verified: false, licence_authority: null });
    const mail = await smtp.next(lawyer.user.email, { since });
    expect(mail.text).toContain('انتهت صلاحية الترخيص');

    // Sent again (a new document replaces the old one in the private area), verified, then deactivated.
    const oldKey = await storedKey(lawyer.id);
    expect((await submit(lawyer, licence, licencePdf)).statusCode).toBe(201);
    expect(await storedKey(lawyer.id)).not.toBe(oldKey);
    expect(await ctx.storage.privateArea().size(oldKey)).toBeNull();
    await decide(staff, lawyer.id, { decision: 'verify' });
    expect(await ctx.app.services.providers.publicProfile(lawyer.id)).toMatchObject({ verified: true });
    await createUsersRepository(ctx.db).update(lawyer.id, { isActive: false });
    expect((await ctx.app.inject({ url: `/api/v1/providers/${lawyer.id}/` })).statusCode).toBe(404);
    expect(await createProviderPorts(ctx.db, ctx.storage).isVerifiedProvider(lawyer.id)).toBe(false);
    await createUsersRepository(ctx.db).update(lawyer.id, { isActive: true });
  });

  it('refuses a waiting licence with a reason, mailed in English to an English-speaking provider', async () => {
    const image = {
      data: Buffer.from(
        await (
          await import('sharp')
        )
          .default({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
      type: 'image/png',
      name: 'card.png',
    };
    expect((await submit(expert, { licence_authority: 'Capital Market Authority', licence_number: 'CMA-77' }, image)).statusCode).toBe(201);
    // Without a reason: the provider's own message (not the listing owner's), in the staff member's language.
    for (const [language, text] of [
      ['en', 'Tell the provider why, in a few words.'],
      ['ar', 'أخبر مزوّد الخدمة بالسبب بكلمات قليلة.'],
    ]) {
      const bare = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/provider-verifications/${expert.id}/decision/`,
        payload: { decision: 'refuse', reason: '  ' },
        headers: { ...staff.headers, 'accept-language': language! },
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ field_codes: { reason: ['verification_reason_required'] }, reason: [text] });
    }
    const since = smtp.messages.length;
    const refused = await decide(staff, expert.id, { decision: 'refuse', reason: 'The number does not match the register.' });
    expect(refused.json()).toMatchObject({ verification_status: 'refused' });
    const mail = await smtp.next(expert.user.email, { since });
    expect(mail.subject).toBe('Your licence was not verified on Manara');
    expect(mail.text).toContain('The number does not match the register.');
    expect(await publicPage(expert.id)).toMatchObject({ verified: false });
    const own = await ctx.app.inject({ url: '/api/v1/providers/me/', headers: expert.headers });
    expect(own.json()).toMatchObject({
      verification_status: 'refused',
      verification_reason: 'The number does not match the register.',
      document: { mime: 'image/png' },
    });
    const audit = await ctx.db.execute(sql`select action from audit_log where entity = 'provider' and entity_id = ${String(expert.id)}`);
    expect(audit.rows).toEqual([{ action: 'provider.refuse' }]);
  });
});
