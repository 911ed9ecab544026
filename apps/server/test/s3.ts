import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver, on the file system) on a free port with a temporary directory,
 * for the MEDIA_STORE=s3 suites. s3rver checks request signatures with its own account, S3RVER/S3RVER.
 */
export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The settings that put an app on this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3rver(bucket = 'manara-media'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'manara-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // Clients' kept-alive sockets would hold the server open until they time out.
      const closing = server.close();
      server.httpServer?.closeAllConnections();
      await closing;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
