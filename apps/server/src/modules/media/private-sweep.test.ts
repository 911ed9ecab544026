import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAheadClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { filesForm, multipart } from '../../../test/media';
import { pdf } from '../../../test/private-files';
import { auth, createProvider, sendRequest } from '../../../test/requests';
import { consultationRequests } from '../../db/schema';
import { newPrivateKey } from '../../platform/storage';

// Private files no row names (decision 056): a licence or an attachment stored before a transaction that
// never committed, or left by a request that is gone. The media sweep removes them past its grace
// period, read on the app's clock; files rows still name, and folders nobody claims, stay.
describe('the media sweep and the private area', () => {
  const clock = createAheadClock();
  let ctx: TestContext;
  let lawyer: TestUser;
  let client: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({ clock, env: { RATE_LIMIT: 'false' } });
    lawyer = await createProvider(ctx);
    client = await createTestUser(ctx);
  });

  const privateKeys = async () => {
    const keys: string[] = [];
    for await (const key of ctx.storage.privateArea().list(-Infinity)) keys.push(key);
    return keys.sort();
  };

  it('removes unreferenced licence and attachment files once past the grace period, and keeps what rows name', async () => {
    // A licence and two attachments through the API: rows name them.
    const verifier = await createTestUser(ctx, { role: 'provider', providerType: 'lawyer' });
    const licenceForm = await multipart(
      { licence_authority: 'نقابة المحامين الفلسطينيين', licence_number: 'PBA-4821' },
      { document: { data: pdf(1), type: 'application/pdf', name: 'licence.pdf' } },
    );
    const licence = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/providers/me/verification/',
      payload: licenceForm.payload,
      headers: { ...licenceForm.headers, ...verifier.headers },
    });
    expect(licence.statusCode, licence.body).toBe(201);

    const kept = (await sendRequest(ctx, client, { provider_id: lawyer.id })).json().id as number;
    const gone = (await sendRequest(ctx, client, { provider_id: lawyer.id })).json().id as number;
    for (const id of [kept, gone]) {
      const form = await filesForm([{ data: pdf(1), type: 'application/pdf', name: 'deed.pdf' }]);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/requests/${id}/attachments/`,
        payload: form.payload,
        headers: { ...form.headers, ...client.headers },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const named = await privateKeys();
    expect(named).toHaveLength(3);

    // Files no row names: a licence and an attachment whose transactions never committed, and a file of
    // a folder no module claims.
    const strayLicence = newPrivateKey('licences');
    const strayAttachment = newPrivateKey('requests');
    const unclaimed = newPrivateKey('elsewhere');
    for (const key of [strayLicence, strayAttachment, unclaimed]) await ctx.storage.privateArea().write(key, pdf(1));
    // The request is gone (its attachment rows with it): its file is no row's any more.
    const before = await privateKeys();
    await ctx.db.delete(consultationRequests).where(eq(consultationRequests.id, gone));

    // Within the grace period nothing goes.
    expect((await ctx.app.services.media.sweep()).privateOrphans).toBe(0);
    expect(await privateKeys()).toEqual(before);

    clock.advance(ctx.config.mediaGraceMinutes * 60_000 + 1000);
    const swept = await ctx.app.services.media.sweep();
    // The two strays and the gone request's attachment.
    expect(swept.privateOrphans).toBe(3);
    const left = await privateKeys();
    expect(left).toContain(unclaimed);
    expect(left).not.toContain(strayLicence);
    expect(left).not.toContain(strayAttachment);
    // The licence and the kept request's attachment are still there and still download.
    expect(left).toHaveLength(3);
    // (Tokens signed now: the clock has moved past the first ones.)
    const own = await ctx.app.inject({ url: '/api/v1/providers/me/verification/document/', headers: await auth(ctx, verifier) });
    expect(own.statusCode).toBe(200);
    const list = (await ctx.app.inject({ url: `/api/v1/requests/${kept}/attachments/`, headers: await auth(ctx, client) })).json();
    const file = await ctx.app.inject({ url: `/api/v1/requests/${kept}/attachments/${list[0].id}/`, headers: await auth(ctx, client) });
    expect([file.statusCode, file.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
  });
});
