// Copies every media file of DATA_DIR/media into the S3 bucket the configuration names, and every file
// of the private area (DATA_DIR/private: licence documents, request attachments) under the bucket's
// private/ prefix as the S3 store writes them, before a site switches to MEDIA_STORE=s3
// (docs/deploy.md). Safe to run again: objects already there with the same size are skipped. It reads
// files only (no database), so the server may keep running meanwhile.
//   MEDIA_STORE=s3 S3_BUCKET=… [S3_ENDPOINT=… …] npm run media:to-s3 [-- --dry-run]
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDiskStorage, describeBucketError } from '../platform/storage';
import { createS3Storage } from '../platform/storage/s3';
import { describeCliError, runWhenExecuted, type CliOutput } from './output';

const USAGE = 'Usage: MEDIA_STORE=s3 S3_BUCKET=<bucket> … npm run media:to-s3 [-- --dry-run]';

/** Files copied at once: uploads are network-bound, a few in flight keep the link busy. */
const CONCURRENCY = 4;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs the command and returns its exit code (0 every file is in the bucket, 1 otherwise). */
export async function mediaToS3(argv: string[], env: NodeJS.ProcessEnv = process.env, out: CliOutput = console): Promise<number> {
  let dryRun = false;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      out.log(USAGE);
      return 0;
    }
    dryRun = values['dry-run'] === true;
  } catch (err) {
    out.error(`media:to-s3: ${(err as Error).message}. ${USAGE}`);
    return 1;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (err) {
    out.error(`media:to-s3: ${describeCliError(err)}`);
    return 1;
  }
  if (config.media.store !== 's3') {
    out.error(`media:to-s3: set MEDIA_STORE=s3 and the bucket's settings (S3_BUCKET, …) as the site will run with them. ${USAGE}`);
    return 1;
  }
  const settings = config.media.s3;
  const disk = createDiskStorage(config.mediaDir, undefined, undefined, config.privateDir);
  const bucket = createS3Storage(settings);
  const privateDisk = disk.privateArea();
  const privateBucket = bucket.privateArea();
  try {
    try {
      await bucket.ping();
    } catch (err) {
      out.error(`media:to-s3: cannot use the ${describeBucketError(settings, err)}`);
      return 1;
    }
    /** Copies what `keys` lists from one store into the other, a few at a time; returns the counts. */
    const copyAll = async (
      keys: AsyncIterable<string>,
      from: { size(key: string): Promise<number | null> },
      to: { size(key: string): Promise<number | null> },
      write: (key: string) => Promise<unknown>,
      label: (key: string) => string,
    ) => {
      const counts = { copied: 0, bytes: 0, present: 0, failed: 0 };
      const copy = async (key: string) => {
        try {
          const size = await from.size(key);
          if (size === null) return; // removed since it was listed
          if ((await to.size(key)) === size) {
            counts.present++;
            return;
          }
          if (!dryRun) await write(key);
          counts.copied++;
          counts.bytes += size;
        } catch (err) {
          counts.failed++;
          out.error(`media:to-s3: ${label(key)}: ${describeCliError(err)}`);
        }
      };
      const running = new Set<Promise<void>>();
      for await (const key of keys) {
        const task = copy(key).finally(() => running.delete(task));
        running.add(task);
        if (running.size >= CONCURRENCY) await Promise.race(running);
      }
      await Promise.all(running);
      return counts;
    };

    const media = await copyAll(
      disk.list(-Infinity),
      disk,
      bucket,
      (key) => bucket.write(key, createReadStream(path.join(config.mediaDir, key))),
      (key) => key,
    );
    // Private files are 10 MB at most (decision 056): read whole, written as the S3 store's private area writes them.
    const own = await copyAll(
      privateDisk.list(-Infinity),
      privateDisk,
      privateBucket,
      async (key) => privateBucket.write(key, await privateDisk.read(key)),
      (key) => `private/${key}`,
    );

    const where = `bucket "${settings.bucket}"`;
    const verb = dryRun ? 'Would copy' : 'Copied';
    out.log(
      `${verb} ${media.copied} files (${megabytes(media.bytes)}) from ${config.mediaDir} to ${where}; ` +
        `${media.present} already there; ${media.failed} failed.`,
    );
    out.log(
      `${verb} ${own.copied} private files (${megabytes(own.bytes)}) from ${config.privateDir} to ${where} under private/; ` +
        `${own.present} already there; ${own.failed} failed.`,
    );
    return media.failed + own.failed > 0 ? 1 : 0;
  } finally {
    await bucket.close();
  }
}

runWhenExecuted(import.meta.url, (argv) => mediaToS3(argv));
