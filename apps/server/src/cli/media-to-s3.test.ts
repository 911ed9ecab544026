import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestBucket } from '../../test/s3';
import { runCommand } from '../../test/cli';
import { createS3Storage, s3Client, type S3Storage } from '../platform/storage/s3';
import { mediaToS3 } from './media-to-s3';

const run = (args: string[], env: Record<string, string>) => runCommand(mediaToS3, args, env);

describe('npm run media:to-s3', () => {
  let bucket: TestBucket;
  let dataDir: string;
  let env: Record<string, string>;
  let target: S3Storage;
  const files: Record<string, Buffer> = {
    'properties/0b6f-480.webp': Buffer.alloc(3000, 1),
    'properties/0b6f-960.webp': Buffer.alloc(9000, 2),
    'originals/properties/0b6f': Buffer.alloc(20_000, 3),
    // Over one 8 MiB upload part: streamed, never read whole.
    'properties/1c2d.mp4': Buffer.alloc(9 * 1024 * 1024, 4),
    'heroes/home.webp': Buffer.alloc(500, 5),
  };
  // The private area (DATA_DIR/private): copied under the bucket's private/ prefix, never as media.
  const privateFiles: Record<string, Buffer> = {
    'licences/6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f': Buffer.from('%PDF-1.4 licence'),
    'attachments/0d9e8f7a-6b5c-4d3e-9f2a-1b0c9d8e7f6a': Buffer.alloc(70_000, 6),
  };

  beforeAll(async () => {
    bucket = await startS3rver();
    dataDir = mkdtempSync(path.join(tmpdir(), 'manara-to-s3-'));
    env = { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', ...bucket.env };
    for (const [key, data] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dataDir, 'media', key)), { recursive: true });
      writeFileSync(path.join(dataDir, 'media', key), data);
    }
    for (const [key, data] of Object.entries(privateFiles)) {
      mkdirSync(path.dirname(path.join(dataDir, 'private', key)), { recursive: true });
      writeFileSync(path.join(dataDir, 'private', key), data);
    }
    // A write cut short is not media.
    mkdirSync(path.join(dataDir, 'media', '.staging'));
    writeFileSync(path.join(dataDir, 'media', '.staging', 'x-cut.mp4'), 'half');
    target = createS3Storage({
      bucket: bucket.bucket,
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    await target?.close();
    await bucket?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses without MEDIA_STORE=s3, and names a bucket it cannot use', async () => {
    const disk = await run([], { ...env, MEDIA_STORE: 'disk' });
    expect(disk.code).toBe(1);
    expect(disk.err).toEqual([expect.stringMatching(/^media:to-s3: set MEDIA_STORE=s3 and the bucket's settings/)]);
    const missing = await run([], { ...env, S3_BUCKET: 'not-made-yet' });
    expect(missing.code).toBe(1);
    expect(missing.err).toEqual([
      `media:to-s3: cannot use the bucket "not-made-yet" at ${bucket.endpoint}: no such bucket (create it first)`,
    ]);
    expect(await run(['--nope'], env)).toMatchObject({ code: 1, err: [expect.stringMatching(/Unknown option '--nope'.+Usage/)] });
  });

  it('copies every media file (not staging) with its type and cache header, and every private file under private/; skips what is there with the same size', async () => {
    // Already in the bucket: one whole, one cut short by an earlier run.
    await target.write('heroes/home.webp', files['heroes/home.webp']!);
    await target.write('properties/0b6f-960.webp', Buffer.alloc(10, 2));

    const dry = await run(['--dry-run'], env);
    expect(dry).toMatchObject({ code: 0, err: [] });
    expect(dry.out).toEqual([
      expect.stringMatching(/^Would copy 4 files \(9\.0 MB\) from .+ to bucket "manara-media"; 1 already there; 0 failed\.$/),
      expect.stringMatching(/^Would copy 2 private files \(0\.1 MB\) from .+ under private\/; 0 already there; 0 failed\.$/),
    ]);
    expect(await target.size('properties/1c2d.mp4')).toBeNull();
    expect(await target.privateArea().size('licences/6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f')).toBeNull();

    const first = await run([], env);
    expect(first).toMatchObject({ code: 0, err: [] });
    expect(first.out).toEqual([
      `Copied 4 files (9.0 MB) from ${path.join(dataDir, 'media')} to bucket "manara-media"; 1 already there; 0 failed.`,
      `Copied 2 private files (0.1 MB) from ${path.join(dataDir, 'private')} to bucket "manara-media" under private/; 0 already there; 0 failed.`,
    ]);
    // The media listing holds media only; the private files are the private area's, whole.
    const stored: string[] = [];
    for await (const key of target.list(-Infinity)) stored.push(key);
    expect(stored.sort()).toEqual(Object.keys(files).sort());
    const storedPrivate: string[] = [];
    for await (const key of target.privateArea().list(-Infinity)) storedPrivate.push(key);
    expect(storedPrivate.sort()).toEqual(Object.keys(privateFiles).sort());
    for (const [key, data] of Object.entries(privateFiles)) expect((await target.privateArea().read(key)).equals(data), key).toBe(true);
    const client = s3Client({
      bucket: bucket.bucket,
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      for (const [key, data] of Object.entries(files)) {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }));
        expect(Buffer.from(await object.Body!.transformToByteArray()).equals(data), key).toBe(true);
        expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
        if (key.endsWith('.mp4')) expect(object.ContentType).toBe('video/mp4');
      }
      // Written as the app writes private files: opaque bytes that no cache keeps.
      for (const key of Object.keys(privateFiles)) {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: `private/${key}` }));
        expect([object.ContentType, object.CacheControl], key).toEqual(['application/octet-stream', 'private, no-store']);
      }
    } finally {
      client.destroy();
    }

    const again = await run([], env);
    expect(again.out).toEqual([
      expect.stringMatching(/^Copied 0 files \(0\.0 MB\) .+; 5 already there; 0 failed\.$/),
      expect.stringMatching(/^Copied 0 private files \(0\.0 MB\) .+; 2 already there; 0 failed\.$/),
    ]);
  });
});
