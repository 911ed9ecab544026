import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestBucket } from '../../../test/s3';
import { loadConfig } from '../../config';
import { createDiskStorage, createStorage, describeBucketError, type MediaStorage, type S3Settings } from '.';
import { createS3Storage, s3Client } from './s3';

const settingsOf = (bucket: TestBucket, name = bucket.bucket): S3Settings => ({
  bucket: name,
  endpoint: bucket.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
});

async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
}

async function* chunks(count: number, size: number, failAfter?: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) {
    if (i === failAfter) throw new Error('the client went away');
    yield Buffer.alloc(size, i + 1);
  }
}

let bucket: TestBucket;
let dir: string;
beforeAll(async () => {
  bucket = await startS3rver();
  dir = mkdtempSync(path.join(tmpdir(), 'manara-storage-'));
});
afterAll(async () => {
  await bucket?.close();
  rmSync(dir, { recursive: true, force: true });
});

// The media module relies on these, whichever store holds the files (decisions 030, 042).
describe.each([
  ['disk', () => createDiskStorage(dir)],
  ['s3', () => createS3Storage(settingsOf(bucket))],
] as const)('the %s media store', (_kind, create) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = create();
  });
  afterAll(async () => {
    await storage.close();
  });

  it('writes a buffer and a stream (over several upload parts) whole, reads and sizes them, and removes them', async () => {
    expect(await storage.write('properties/a-480.webp', Buffer.from('webp bytes'))).toBe(10);
    // 20 MiB in 1 MiB chunks: more than two of the S3 store's 8 MiB parts.
    expect(await storage.write('properties/b.mp4', chunks(20, 1024 * 1024))).toBe(20 * 1024 * 1024);
    expect((await storage.read('properties/a-480.webp')).toString()).toBe('webp bytes');
    expect(await storage.size('properties/b.mp4')).toBe(20 * 1024 * 1024);
    expect(await storage.size('properties/none.mp4')).toBeNull();
    const read = await storage.read('properties/b.mp4');
    expect([read[0], read[1024 * 1024], read.at(-1)]).toEqual([1, 2, 20]);

    await storage.remove('properties/b.mp4');
    await storage.remove('properties/never-written.mp4');
    expect(await storage.size('properties/b.mp4')).toBeNull();
  });

  it('leaves nothing under a key when the body fails midway, and throws the body’s own error', async () => {
    await expect(storage.write('properties/cut.mp4', chunks(12, 1024 * 1024, 10))).rejects.toThrow('the client went away');
    await expect(storage.write('properties/cut-small.mp4', chunks(3, 1024, 2))).rejects.toThrow('the client went away');
    expect(await storage.size('properties/cut.mp4')).toBeNull();
    expect(await storage.size('properties/cut-small.mp4')).toBeNull();
    expect(await collect(storage.list(-1))).not.toContain('properties/cut.mp4');
  });

  it('lists stored keys older than asked (none younger), staged files published or discarded', async () => {
    const published = await storage.stage('heroes/p-1600.webp', Buffer.from('p'));
    await published.publish();
    const discarded = await storage.stage('heroes/d-1600.webp', Buffer.from('d'));
    await discarded.discard();
    const all = await collect(storage.list(-1));
    expect(all).toEqual(expect.arrayContaining(['heroes/p-1600.webp', 'properties/a-480.webp']));
    expect(all).not.toContain('heroes/d-1600.webp');
    expect(await collect(storage.list(60 * 60 * 1000))).toEqual([]);
    expect(await storage.sweepStaging(0)).toBeGreaterThanOrEqual(0);
  });

  it('answers a ping, and gives the app’s /media/ URL or one under MEDIA_PUBLIC_BASE', async () => {
    await storage.ping();
    expect(storage.url('properties/x-960.webp')).toBe('/media/properties/x-960.webp');
    const cdn = await createStorage(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), MEDIA_PUBLIC_BASE: 'https://cdn.example.test/m/' }),
    );
    expect(cdn.url('properties/x-960.webp')).toBe('https://cdn.example.test/m/properties/x-960.webp');
  });
});

describe('the S3 media store', () => {
  it('writes every object with its content type and a year-long immutable cache header', async () => {
    const storage = createS3Storage(settingsOf(bucket));
    const client = s3Client(settingsOf(bucket));
    try {
      await storage.write('properties/t-960.webp', Buffer.from('w'));
      await storage.write('properties/t.webm', chunks(1, 10));
      await storage.write('originals/properties/t', Buffer.from('o'));
      for (const [key, type] of [
        ['properties/t-960.webp', 'image/webp'],
        ['properties/t.webm', 'video/webm'],
        ['originals/properties/t', 'application/octet-stream'],
      ]) {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }));
        expect([object.ContentType, object.CacheControl], key).toEqual([type, 'public, max-age=31536000, immutable']);
        await object.Body!.transformToByteArray();
      }
    } finally {
      client.destroy();
      await storage.close();
    }
  });

  it('says which bucket it cannot use, and why', async () => {
    const missing = createS3Storage(settingsOf(bucket, 'no-such-bucket'));
    const error = await missing.ping().catch((e: unknown) => e);
    expect(describeBucketError(settingsOf(bucket, 'no-such-bucket'), error)).toBe(
      `bucket "no-such-bucket" at ${bucket.endpoint}: no such bucket (create it first)`,
    );
    await missing.close();
  });
});
