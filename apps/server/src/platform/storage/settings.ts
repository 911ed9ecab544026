import path from 'node:path';
import { z } from 'zod';
import { bool, type SettingsRule } from '../../lib/settings';
import type { S3Settings } from './storage';

/** The variables of the media store (decisions 030, 042); config.ts composes them. */
export const storageEnv = z.object({
  MEDIA_STORE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a region name such as eu-central-1' })
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  MEDIA_PUBLIC_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL media are served from, such as https://media.manara.ps' })
    .refine((u) => !/[?#]/.test(u), { error: 'must be an http(s) URL without a query or fragment' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
});
type StorageEnv = z.output<typeof storageEnv>;

export const storageRules: SettingsRule<StorageEnv & { JWT_SECRET?: string }>[] = [
  {
    broken: (e) => e.MEDIA_STORE === 's3' && !e.S3_BUCKET,
    message: 'S3_BUCKET is required when MEDIA_STORE=s3 (the bucket media are stored in)',
  },
  {
    broken: (e) => e.MEDIA_STORE === 's3' && !e.JWT_SECRET,
    message:
      'JWT_SECRET is required when MEDIA_STORE=s3: media in a shared bucket mean several instances serve one site, and each would otherwise sign sessions with its own generated secret that the others reject',
  },
  {
    broken: (e) => !e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY,
    message:
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the SDK's default credentials: AWS_* variables, shared files or the machine's role)",
  },
];

/** The store's settings once the rules hold (a bucket with MEDIA_STORE=s3); `dataDir` is DATA_DIR, resolved. */
export function storageSettings(e: StorageEnv, dataDir: string) {
  const s3 = (bucket: string): S3Settings => ({
    bucket,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  });
  return {
    /** DATA_DIR/media: where media live with MEDIA_STORE=disk (and where `media:to-s3` copies from). */
    mediaDir: path.join(dataDir, 'media'),
    /** DATA_DIR/private: the private area with MEDIA_STORE=disk (licence documents, request attachments; decision 056). */
    privateDir: path.join(dataDir, 'private'),
    /** Where media are stored: DATA_DIR/media (default) or an S3-compatible bucket (decision 042). */
    media: e.MEDIA_STORE === 's3' && e.S3_BUCKET ? { store: 's3' as const, s3: s3(e.S3_BUCKET) } : { store: 'disk' as const },
    /** Public base of media URLs (a CDN, or the bucket's own address); without it, the app's /media/. */
    mediaPublicBase: e.MEDIA_PUBLIC_BASE,
  };
}
export type StorageSettings = ReturnType<typeof storageSettings>;
