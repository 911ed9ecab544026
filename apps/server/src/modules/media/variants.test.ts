import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, listingFormFields, type TestUser } from '../../../test/factories';
import { multipart, photo, storedFiles } from '../../../test/media';
import { startTestWorker } from '../../../test/worker';
import { properties, propertyMedia } from '../../db/schema';
import { variantKey } from '../../lib/media-urls';
import { photoVariantsJob } from './media.service';

// Decision 031: a submission stores the photos' originals and answers; the photo-variants job, queued
// in the transaction that saved the rows, makes the WebP sizes on a worker.

describe('photo variants are made by a worker, after the answer', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let fields: Record<string, string>;

  const submit = async (photos: number) => {
    const files = Object.fromEntries(
      await Promise.all(
        Array.from({ length: photos }, async (_, i) => [
          `image_${i}`,
          { data: await photo({ width: 1300, height: 900, color: `#${i}48a6c` }), type: 'image/jpeg', name: `p${i}.jpg` },
        ]),
      ),
    );
    const form = await multipart(fields, files);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      payload: form.payload,
      headers: { ...form.headers, ...owner.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; photos_pending: number; property_media: unknown[] };
  };
  const detail = async (id: number) =>
    (await ctx.app.inject({ url: `/api/v1/realty/properties/${id}/`, headers: owner.headers })).json() as {
      photos_pending: number;
      property_media: { file_url: string; srcset: string }[];
    };
  const keysOf = async (id: number) =>
    (await ctx.db.select({ key: propertyMedia.storageKey }).from(propertyMedia).where(eq(propertyMedia.propertyId, id))).map((r) => r.key);
  /** The states of the photo-variants jobs of a photo (pg-boss's table). */
  const jobStates = async (key: string) => {
    const rows = await ctx.db.execute(
      sql`select state from pgboss.job where name = ${photoVariantsJob.name} and data->>'key' = ${key} order by created_on`,
    );
    return (rows as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx);
    fields = await listingFormFields(ctx.db);
  }, 60_000);

  it('answers with the photos being prepared; a worker makes them; a job whose photo is gone does nothing', async () => {
    const kept = await submit(3);
    expect(kept).toMatchObject({ photos_pending: 3, property_media: [] });
    const [keptKey] = await keysOf(kept.id);
    // One job per photo, queued with the rows (committed with them).
    expect(await jobStates(keptKey!)).toEqual(['created']);
    // Public pages show only photos that are ready, and do not say more.
    await ctx.db.update(properties).set({ status: 'active' }).where(eq(properties.id, kept.id));
    expect((await ctx.app.inject({ url: `/api/v1/realty/properties/${kept.id}/` })).json()).toMatchObject({
      photos_pending: null,
      property_media: [],
    });

    const gone = await submit(1);
    const [goneKey] = await keysOf(gone.id);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/realty/properties/${gone.id}/`, headers: owner.headers })).statusCode,
    ).toBe(204);

    await startTestWorker(ctx);
    await expect.poll(async () => (await detail(kept.id)).photos_pending, { timeout: 20_000 }).toBe(0);
    const ready = await detail(kept.id);
    expect(ready.property_media).toHaveLength(3);
    for (const m of ready.property_media) expect((await ctx.app.inject({ url: m.file_url })).statusCode).toBe(200);
    expect(await jobStates(keptKey!)).toEqual(['completed']);

    // The deleted listing's job completed without making anything.
    await expect.poll(() => jobStates(goneKey!), { timeout: 20_000 }).toEqual(['completed']);
    expect(storedFiles(ctx.config.mediaDir).filter((f) => f.includes(path.basename(goneKey!)))).toEqual([]);
  });

  it('makes a photo again, whole, when a worker died half-way; a second run changes nothing', async () => {
    const listing = await submit(1);
    const [key] = await keysOf(listing.id);
    await expect.poll(async () => (await detail(listing.id)).photos_pending, { timeout: 20_000 }).toBe(0);
    const [done] = await ctx.db.select().from(propertyMedia).where(eq(propertyMedia.storageKey, key!));

    // As a worker killed half-way leaves it: some sizes written, the row not yet told.
    rmSync(path.join(ctx.config.mediaDir, variantKey(key!, done!.widths[0]!)));
    await ctx.db.update(propertyMedia).set({ widths: [] }).where(eq(propertyMedia.storageKey, key!));
    expect(await detail(listing.id)).toMatchObject({ photos_pending: 1, property_media: [] });
    // The recovery gives it a new job.
    expect(await ctx.app.services.media.requeuePending(0)).toBe(1);
    await expect.poll(async () => (await detail(listing.id)).photos_pending, { timeout: 20_000 }).toBe(0);
    const [again] = await ctx.db.select().from(propertyMedia).where(eq(propertyMedia.storageKey, key!));
    expect(again).toMatchObject({ widths: done!.widths, width: done!.width, height: done!.height });
    for (const w of again!.widths) expect(existsSync(path.join(ctx.config.mediaDir, variantKey(key!, w)))).toBe(true);

    // A job for a photo that has its variants (a duplicate) leaves it as it is.
    const files = storedFiles(ctx.config.mediaDir);
    await ctx.app.services.media.completePhoto(key!);
    expect(storedFiles(ctx.config.mediaDir)).toEqual(files);
    expect(await ctx.app.services.media.requeuePending(0)).toBe(0);
  });
});
