import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { filesForm, photo } from '../../../test/media';
import { pdf } from '../../../test/private-files';
import { auth, createProvider, sendRequest } from '../../../test/requests';

describe('request attachments (private to the two parties and staff)', () => {
  let ctx: TestContext;
  let lawyer: TestUser;
  let client: TestUser;
  let id: number;
  beforeAll(async () => {
    ctx = await createTestContext({ clock: createTestClock(new Date('2026-12-01T08:00:00Z')), env: { RATE_LIMIT: 'false' } });
    lawyer = await createProvider(ctx);
    client = await createTestUser(ctx);
    id = (await sendRequest(ctx, client, { provider_id: lawyer.id })).json().id;
  });
  const upload = async (user: TestUser | null, files: { data: Buffer; type: string; name: string }[]) => {
    const form = await filesForm(files);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${id}/attachments/`,
      payload: form.payload,
      headers: { ...form.headers, ...(user ? await auth(ctx, user) : {}) },
    });
  };

  it('a party attaches a PDF and a JPEG; both parties and staff list and download them as attachments; nobody else can', async () => {
    const sent = await upload(client, [
      { data: pdf(1), type: 'application/pdf', name: 'contract.pdf' },
      { data: await photo({ width: 400, height: 300 }), type: 'image/jpeg', name: 'deed.jpg' },
    ]);
    expect(sent.statusCode).toBe(201);
    const list = sent.json();
    expect(list.map((a: { mime: string }) => a.mime)).toEqual(['application/pdf', 'image/jpeg']);
    const staff = await createTestUser(ctx, { isStaff: true });
    for (const user of [client, lawyer, staff]) {
      const file = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/requests/${id}/attachments/${list[0].id}/`,
        headers: await auth(ctx, user),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename="attachment-1.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const third = await createTestUser(ctx);
    const otherProvider = await createProvider(ctx);
    for (const url of [`/api/v1/requests/${id}/attachments/`, `/api/v1/requests/${id}/attachments/${list[0].id}/`]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const user of [third, otherProvider])
        expect((await ctx.app.inject({ method: 'GET', url, headers: await auth(ctx, user) })).statusCode).toBe(404);
    }
    expect((await upload(null, [{ data: pdf(1), type: 'application/pdf', name: 'a.pdf' }])).statusCode).toBe(401);
    expect((await upload(third, [{ data: pdf(1), type: 'application/pdf', name: 'a.pdf' }])).statusCode).toBe(404);
    expect((await upload(staff, [{ data: pdf(1), type: 'application/pdf', name: 'a.pdf' }])).statusCode).toBe(403);
  });

  it('refuses a file by its content, not its name, and more than five on a request', async () => {
    const fake = await upload(lawyer, [{ data: Buffer.from('MZ this is not a PDF at all'), type: 'application/pdf', name: 'papers.pdf' }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().field_codes).toEqual({ files: ['private_file_invalid'] });
    const four = Array.from({ length: 4 }, () => ({ data: pdf(1), type: 'application/pdf', name: 'more.pdf' }));
    const over = await upload(lawyer, four);
    expect(over.statusCode).toBe(400);
    expect(over.json().field_codes).toEqual({ files: ['too_many_attachments'] });
    expect((await upload(lawyer, four.slice(0, 3))).statusCode).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/v1/requests/${id}/attachments/`, headers: await auth(ctx, lawyer) });
    expect(list.json()).toHaveLength(5);
  });
});
