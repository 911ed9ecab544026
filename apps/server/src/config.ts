import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './lib/private-files';
import type { S3Settings } from './platform/storage/storage';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Names proxy-addr (Fastify's trustProxy) knows for the loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_FORMAT =
  'must be false, the number of proxies in front of the server (e.g. 1), or their addresses and networks, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * TRUST_PROXY: false, a hop count, or the proxies' addresses. `true` would believe every
 * X-Forwarded-For entry, so anyone could pick the address every per-IP limit keys on.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY=true would trust every X-Forwarded-For hop, so any client could forge its address: set the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
      params: { whole: true },
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
  return z.NEVER;
}

/**
 * OpenFreeMap's "liberty" style: free, no key, no sign-up, OpenStreetMap data (attribution shown on
 * the map). Its tiles, fonts and sprites come from the same origin.
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
/** A whole number of seconds in [min, max], with one message for every way to miss it. */
function seconds(min: number, max: number) {
  const error = `must be a number of seconds (${min}-${max})`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, { error: 'must be a port number (0-65535)' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds (0-600000; 0 turns the limit off)' })
    .int({ error: 'must be a number of milliseconds (0-600000; 0 turns the limit off)' })
    .min(0, { error: 'must be a number of milliseconds (0-600000; 0 turns the limit off)' })
    .max(600_000, { error: 'must be a number of milliseconds (0-600000; 0 turns the limit off)' })
    .default(15_000),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int({ error: 'must be a number of days' })
    .min(1, { error: 'must be a number of days (1-3650)' })
    .max(3650, { error: 'must be a number of days (1-3650)' })
    .default(60),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_DEMO: bool.default(true),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  RATE_LIMIT: bool.default(true),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://manara.ps' })
    .transform((u) => new URL(u).origin)
    .optional(),
  PAGE_CACHE_SECONDS: seconds(0, 300).default(10),
  UPLOADS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number from 1 to 10000' })
    .int({ error: 'must be a whole number from 1 to 10000' })
    .min(1, { error: 'must be a whole number from 1 to 10000' })
    .max(10_000, { error: 'must be a whole number from 1 to 10000' })
    .default(10),
  MEDIA_GRACE_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes (1-10080)' })
    .int({ error: 'must be a number of minutes (1-10080)' })
    .min(1, { error: 'must be a number of minutes (1-10080)' })
    .max(10_080, { error: 'must be a number of minutes (1-10080)' })
    .default(60),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  MAP_STYLE_URL: z
    .union([z.literal('blank'), z.url({ protocol: /^https?$/, error: 'must be blank or an http(s) URL of a MapLibre style' })])
    .default(DEFAULT_MAP_STYLE_URL),
  MAP_ORIGINS: z
    .string()
    .transform((v, ctx) => {
      const origins = v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin || !/^https?:$/.test(new URL(origin).protocol)) {
          ctx.addIssue({ code: 'custom', message: 'must be http(s) origins, comma-separated (e.g. https://tiles.example.com)' });
          return z.NEVER;
        }
      }
      return origins;
    })
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, { error: 'must be 1-64 letters, digits or . _ : - (e.g. manara:)' })
    .default('manara:'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL (e.g. smtps://user:password@smtp.example.com:465)' })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
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
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  JOBS_MAINTENANCE_SECONDS: seconds(1, 600).default(30),
  IMAGE_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number from 1 to 64' })
    .int({ error: 'must be a whole number from 1 to 64' })
    .min(1, { error: 'must be a whole number from 1 to 64' })
    .max(64, { error: 'must be a whole number from 1 to 64' })
    .optional(),
  PHOTO_RECOVERY_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes (0-1440)' })
    .int({ error: 'must be a number of minutes (0-1440)' })
    .min(0, { error: 'must be a number of minutes (0-1440)' })
    .max(1440, { error: 'must be a number of minutes (0-1440)' })
    .default(10),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR/media: where media live with MEDIA_STORE=disk (and where `media:to-s3` copies from). */
  mediaDir: string;
  /** Where media are stored: DATA_DIR/media (default) or an S3-compatible bucket (decision 042). */
  media: { store: 'disk' } | { store: 's3'; s3: S3Settings };
  /** Public base of media URLs (a CDN, or the bucket's own address); without it, the app's /media/. */
  mediaPublicBase: string | undefined;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL ends any statement of the app's pool running longer than this (0: no limit), so one slow
   * query cannot hold a connection and the server's CPU for long; migrations and seeding are exempt.
   */
  databaseStatementTimeoutMs: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** A login's session ends this many days after sign-in, however often it is refreshed. */
  sessionMaxDays: number;
  logLevel: string;
  seedDemo: boolean;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses and networks. */
  trustProxy: false | number | string[];
  rateLimit: boolean;
  /** Listing submissions and edits per user and per client address in an hour (decision 031). */
  uploadsPerHour: number;
  /** Stored files no row references are deleted once this old (decision 030). */
  mediaGraceMinutes: number;
  /** Origin for absolute URLs (canonical, Open Graph, sitemap, robots.txt); required in production, else each request's (valid) Host. */
  publicOrigin: string | undefined;
  /** Rendered anonymous pages are reused this long in-process (0: off); any change through the API clears them. */
  pageCacheSeconds: number;
  /** Redis shared by every instance (rate-limit counters, page-cache invalidation); in-process without it. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel this site uses (several sites can share one Redis). */
  redisPrefix: string;
  /** SMTP server messages are delivered through; without it they are kept in the outbox staff read in /admin. */
  smtpUrl: string | undefined;
  /** The From of every message, e.g. `منارة <no-reply@manara.ps>`; required with SMTP_URL. */
  mailFrom: string;
  /** What this process does: `web` serves requests, `worker` runs background jobs, `all` (default) both. */
  role: 'all' | 'web' | 'worker';
  /** How often a worker looks for jobs whose process died (they are retried once expired), in seconds. */
  jobsMaintenanceSeconds: number;
  /** Photos a worker process turns into variants at once (about one per core), each on one thread (decision 031). */
  imageConcurrency: number;
  /** A photo still without variants this long after its row was saved is given a new job (decision 031). */
  photoRecoveryMinutes: number;
  /** The maps' MapLibre style, or 'blank' (no tiles: a plain background under the pins, for tests and closed networks). */
  mapStyleUrl: string;
  /** Origins the maps load tiles, fonts and sprites from (the CSP allows them): MAP_ORIGINS, else the style's own origin. */
  mapOrigins: string[];
}

export class ConfigError extends Error {}

/** The only reader of process.env: validates once at boot and fails with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) =>
      (i as { params?: { whole?: boolean } }).params?.whole
        ? i.message
        : `${i.path.join('.')} ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN) {
    throw new ConfigError(
      "Invalid configuration: PUBLIC_ORIGIN is required when NODE_ENV=production (the site's address, e.g. https://manara.ps): canonical links, share previews and the sitemap are built from it, never from a request's Host",
    );
  }
  if (e.REDIS_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required when REDIS_URL is set: several instances share one site, and each would otherwise sign sessions with its own generated secret that the others reject',
    );
  }
  if (e.MEDIA_STORE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when MEDIA_STORE=s3 (the bucket media are stored in)');
  }
  if (e.MEDIA_STORE === 's3' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required when MEDIA_STORE=s3: media in a shared bucket mean several instances serve one site, and each would otherwise sign sessions with its own generated secret that the others reject',
    );
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the SDK's default credentials: AWS_* variables, shared files or the machine's role)",
    );
  }
  if (e.SESSION_MAX_DAYS < e.REFRESH_TOKEN_TTL_DAYS) {
    throw new ConfigError(
      `Invalid configuration: SESSION_MAX_DAYS (${e.SESSION_MAX_DAYS}) must be at least REFRESH_TOKEN_TTL_DAYS (${e.REFRESH_TOKEN_TTL_DAYS})`,
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError(
      'Invalid configuration: MAIL_FROM is required when SMTP_URL is set (the sender address, e.g. "Manara <no-reply@manara.ps>")',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    media:
      e.MEDIA_STORE === 's3'
        ? {
            store: 's3',
            s3: {
              bucket: e.S3_BUCKET!,
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                  : undefined,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : { store: 'disk' },
    mediaPublicBase: e.MEDIA_PUBLIC_BASE,
    databaseUrl: e.DATABASE_URL,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    rateLimit: e.RATE_LIMIT,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    mediaGraceMinutes: e.MEDIA_GRACE_MINUTES,
    publicOrigin: e.PUBLIC_ORIGIN,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Manara <no-reply@localhost>',
    mapStyleUrl: e.MAP_STYLE_URL,
    mapOrigins: e.MAP_ORIGINS ?? (e.MAP_STYLE_URL === 'blank' ? [] : [new URL(e.MAP_STYLE_URL).origin]),
    role: e.ROLE,
    jobsMaintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
    imageConcurrency: e.IMAGE_CONCURRENCY ?? defaultImageConcurrency(e.ROLE),
    photoRecoveryMinutes: e.PHOTO_RECOVERY_MINUTES,
  };
}

/**
 * Photo jobs a process runs at once when IMAGE_CONCURRENCY is not set. A worker alone gets every core;
 * a process that also serves requests (ROLE=all, the default) leaves one core to browsing, so that
 * uploads never take the whole machine (decision 031; bench/README.md: on two cores the list's p99 was
 * 259 ms with two photo jobs at once and 85 ms with one).
 */
export function defaultImageConcurrency(role: 'all' | 'web' | 'worker', cores = availableParallelism()): number {
  return role === 'worker' ? cores : Math.max(1, cores - 1);
}

/** The embedded default keeps a generated signing secret in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    try {
      mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const secret = randomBytes(48).toString('base64url');
      writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      return secret;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
      throw new ConfigError(`Cannot write to DATA_DIR (${dataDir}): ${(err as Error).message}`);
    }
  }
}
