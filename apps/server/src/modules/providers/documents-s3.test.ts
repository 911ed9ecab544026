import { GetObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/media';
import { pdf } from '../../../test/private-files';
import { startS3rver, type TestBucket } from '../../../test/s3';
import { s3Client } from '../../platform/storage/s3';

// The licence document with MEDIA_STORE=s3 (decision 056): under the bucket's private/ prefix, which the
// app's /media route never serves; its provider and staff download it, nobody else.
describe('licence documents in an S3 bucket', () => {
  let bucket: TestBucket;
  let ctx: TestContext;
  let lawyer: TestUser;
  let other: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    bucket = await startS3rver();
    ctx = await createTestContext({ env: bucket.env });
    lawyer = await createTestUser(ctx, { role: 'provider', providerType: 'lawyer' });
    other = await createTestUser(ctx, { role: 'provider', providerType: 'realtor' });
    staff = await createTestUser(ctx, { isStaff: true });
  });
  afterAll(async () => {
    await bucket?.close();
  });

  it('stores the document under private/, never served under /media, downloaded only by its provider and staff', async () => {
    const document = pdf(1);
    const form = await multipart(
      { licence_authority: 'Bar Association', licence_number: 'PBA-9' },
      { document: { data: document, type: 'application/pdf', name: 'licence.pdf' } },
    );
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/providers/me/verification/',
      payload: form.payload,
      headers: { ...form.headers, ...lawyer.headers },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const key = (
      (await ctx.db.execute(sql`select document_key from provider_profiles where user_id = ${lawyer.id}`)).rows[0] as {
        document_key: string;
      }
    ).document_key;

    const client = s3Client({
      bucket: bucket.bucket,
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: `private/${key}` }));
    expect([object.ContentType, object.CacheControl]).toEqual(['application/octet-stream', 'private, no-store']);
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(document)).toBe(true);
    client.destroy();

    for (const url of [`/media/private/${key}`, `/media/${key}`, `/media/private%2F${key.replace('/', '%2F')}`]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
    const own = await ctx.app.inject({ url: '/api/v1/providers/me/verification/document/', headers: lawyer.headers });
    expect([own.statusCode, own.headers['content-disposition']]).toEqual([200, 'attachment; filename="licence.pdf"']);
    const adminUrl = `/api/v1/admin/provider-verifications/${lawyer.id}/document/`;
    expect((await ctx.app.inject({ url: adminUrl, headers: staff.headers })).rawPayload.equals(document)).toBe(true);
    expect((await ctx.app.inject({ url: adminUrl, headers: other.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: adminUrl })).statusCode).toBe(401);

    // A private file its row names outlives a sweep of everything unreferenced (media and private area).
    await ctx.app.services.media.sweep(-1);
    expect(await ctx.storage.privateArea().size(key)).toBe(document.length);
  });
});
