import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './lib/errors';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './lib/private-files';
import { bool, seconds, wholeNumber, type SettingsRule } from './lib/settings';
import { cacheEnv, cacheRules, cacheSettings } from './platform/cache/settings';
import { jobsEnv, jobsSettings } from './platform/jobs/settings';
import { mailEnv, mailRules, mailSettings } from './platform/mail/settings';
import { storageEnv, storageRules, storageSettings } from './platform/storage/settings';

export { ConfigError } from './lib/errors';

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

/** The app's own variables; each adapter's are described beside it (platform/<adapter>/settings.ts). */
const appEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, { error: 'must be a port number (0-65535)' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(0, 600_000, 'must be a number of milliseconds (0-600000; 0 turns the limit off)').default(
    15_000,
  ),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int({ error: 'must be a number of days' })
    .min(1, { error: 'must be a number of days (1-3650)' })
    .max(3650, { error: 'must be a number of days (1-3650)' })
    .default(60),
  // Above the web's refresh time-out (10 s): two requests of one browser always fall within it (decision 047).
  REFRESH_REUSE_GRACE_SECONDS: seconds(11, 3600).default(30),
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
  UPLOADS_PER_HOUR: wholeNumber(1, 10_000, 'must be a whole number from 1 to 10000').default(10),
  MEDIA_GRACE_MINUTES: wholeNumber(1, 10_080, 'must be a number of minutes (1-10080)').default(60),
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
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  IMAGE_CONCURRENCY: wholeNumber(1, 64, 'must be a whole number from 1 to 64').optional(),
  PHOTO_RECOVERY_MINUTES: wholeNumber(0, 1440, 'must be a number of minutes (0-1440)').default(10),
  LISTING_SALE_DAYS: wholeNumber(8, 3650, 'must be a number of days (8-3650)').default(90),
  LISTING_RENT_DAYS: wholeNumber(8, 3650, 'must be a number of days (8-3650)').default(60),
});

/** Every variable the server reads (the README's table lists exactly these: config-readme.test.ts). */
const env = z.object({ ...appEnv.shape, ...cacheEnv.shape, ...mailEnv.shape, ...storageEnv.shape, ...jobsEnv.shape });
type Env = z.output<typeof env>;

/** Combinations the server cannot run with, in the order they are checked: the first broken one is reported. */
const rules: SettingsRule<Env>[] = [
  {
    broken: (e) => e.NODE_ENV === 'production' && !e.JWT_SECRET,
    message: 'JWT_SECRET is required when NODE_ENV=production (at least 32 random characters)',
  },
  {
    broken: (e) => e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN,
    message:
      "PUBLIC_ORIGIN is required when NODE_ENV=production (the site's address, e.g. https://manara.ps): canonical links, share previews and the sitemap are built from it, never from a request's Host",
  },
  ...cacheRules,
  ...storageRules,
  {
    broken: (e) => e.SESSION_MAX_DAYS < e.REFRESH_TOKEN_TTL_DAYS,
    message: (e) => `SESSION_MAX_DAYS (${e.SESSION_MAX_DAYS}) must be at least REFRESH_TOKEN_TTL_DAYS (${e.REFRESH_TOKEN_TTL_DAYS})`,
  },
  ...mailRules,
];

/**
 * The configuration, described once (decision 053): the variables, the rules across them (checked only once every
 * variable parsed) and the settings the code reads. `Config` is what it gives.
 */
export const configSchema = env
  .superRefine(
    (e, ctx) => {
      const rule = rules.find((r) => r.broken(e));
      if (rule)
        ctx.addIssue({
          code: 'custom',
          message: typeof rule.message === 'string' ? rule.message : rule.message(e),
          params: { whole: true },
        });
    },
    { when: (payload) => payload.issues.length === 0 },
  )
  .transform((e) => {
    const dataDir = path.resolve(e.DATA_DIR);
    return {
      env: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      dataDir,
      /** The built web app served (apps/web/dist unless set): pages, assets and the service worker. */
      webDist: e.WEB_DIST === undefined ? undefined : path.resolve(e.WEB_DIST),
      ...storageSettings(e, dataDir),
      databaseUrl: e.DATABASE_URL,
      /**
       * PostgreSQL ends any statement of the app's pool running longer than this (0: no limit), so one slow
       * query cannot hold a connection and the server's CPU for long; migrations and seeding are exempt.
       */
      databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      // Read (or generated) only once every rule holds.
      jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      /** A login's session ends this many days after sign-in, however often it is refreshed. */
      sessionMaxDays: e.SESSION_MAX_DAYS,
      /**
       * A spent refresh token presented again this soon after its rotation is a lost answer or a second tab,
       * not theft (decision 047); it must stay above the web's refresh time-out (10 s).
       */
      refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
      logLevel: e.LOG_LEVEL,
      seedDemo: e.SEED_DEMO,
      /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses and networks. */
      trustProxy: e.TRUST_PROXY,
      rateLimit: e.RATE_LIMIT,
      /** Listing submissions and edits per user and per client address in an hour (decision 031). */
      uploadsPerHour: e.UPLOADS_PER_HOUR,
      /** Stored files no row references are deleted once this old (decision 030). */
      mediaGraceMinutes: e.MEDIA_GRACE_MINUTES,
      /** Origin for absolute URLs (canonical, Open Graph, sitemap, robots.txt); required in production, else each request's (valid) Host. */
      publicOrigin: e.PUBLIC_ORIGIN,
      /** Rendered anonymous pages are reused this long in-process (0: off); any change through the API clears them. */
      pageCacheSeconds: e.PAGE_CACHE_SECONDS,
      ...cacheSettings(e),
      ...mailSettings(e),
      /** The maps' MapLibre style, or 'blank' (no tiles: a plain background under the pins, for tests and closed networks). */
      mapStyleUrl: e.MAP_STYLE_URL,
      /** Origins the maps load tiles, fonts and sprites from (the CSP allows them): MAP_ORIGINS, else the style's own origin. */
      mapOrigins: e.MAP_ORIGINS ?? (e.MAP_STYLE_URL === 'blank' ? [] : [new URL(e.MAP_STYLE_URL).origin]),
      /** What this process does: `web` serves requests, `worker` runs background jobs, `all` (default) both. */
      role: e.ROLE,
      ...jobsSettings(e),
      /** Photos a worker process turns into variants at once (about one per core), each on one thread (decision 031). */
      imageConcurrency: e.IMAGE_CONCURRENCY ?? defaultImageConcurrency(e.ROLE),
      /** A photo still without variants this long after its row was saved is given a new job (decision 031). */
      photoRecoveryMinutes: e.PHOTO_RECOVERY_MINUTES,
      /**
       * An active listing leaves the public pages this many days after its publication or last renewal,
       * by purpose (decision 061); its owner is mailed a week before.
       */
      listingLifetimeDays: { sale: e.LISTING_SALE_DAYS, rent: e.LISTING_RENT_DAYS },
    };
  });

export type Config = z.output<typeof configSchema>;

/** The only reader of process.env: validates once at boot and fails with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) =>
      (i as { params?: { whole?: boolean } }).params?.whole
        ? i.message
        : `${i.path.join('.')} ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return parsed.data;
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
