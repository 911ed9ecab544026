// Copies every media file of DATA_DIR/media into the S3 bucket the configuration names, before a site
// switches to MEDIA_STORE=s3 (docs/deploy.md). Safe to run again: objects already there with the same
// size are skipped. It reads files only (no database), so the server may keep running meanwhile.
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
  const disk = createDiskStorage(config.mediaDir);
  const bucket = createS3Storage(settings);
  try {
    try {
      await bucket.ping();
    } catch (err) {
      out.error(`media:to-s3: cannot use the ${describeBucketError(settings, err)}`);
      return 1;
    }
    const counts = { copied: 0, bytes: 0, present: 0, failed: 0 };
    const copy = async (key: string) => {
      try {
        const size = await disk.size(key);
        if (size === null) return; // removed since it was listed
        if ((await bucket.size(key)) === size) {
          counts.present++;
          return;
        }
        if (!dryRun) await bucket.write(key, createReadStream(path.join(config.mediaDir, key)));
        counts.copied++;
        counts.bytes += size;
      } catch (err) {
        counts.failed++;
        out.error(`media:to-s3: ${key}: ${describeCliError(err)}`);
      }
    };
    const running = new Set<Promise<void>>();
    for await (const key of disk.list(-Infinity)) {
      const task = copy(key).finally(() => running.delete(task));
      running.add(task);
      if (running.size >= CONCURRENCY) await Promise.race(running);
    }
    await Promise.all(running);

    const where = `bucket "${settings.bucket}"`;
    out.log(
      `${dryRun ? 'Would copy' : 'Copied'} ${counts.copied} files (${megabytes(counts.bytes)}) from ${config.mediaDir} to ${where}; ` +
        `${counts.present} already there; ${counts.failed} failed.`,
    );
    return counts.failed > 0 ? 1 : 0;
  } finally {
    await bucket.close();
  }
}

runWhenExecuted(import.meta.url, (argv) => mediaToS3(argv));
