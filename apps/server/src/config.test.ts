import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { ConfigError, defaultImageConcurrency, loadConfig } from './config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/manara-config-test', JWT_SECRET: 'x'.repeat(32) };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });
const failure = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('configuration', () => {
  it('TRUST_PROXY: off by default, a hop count, or the proxies’ addresses and networks', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1 , fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('TRUST_PROXY=true is refused with one line saying what to set instead', () => {
    for (const value of ['true', 'yes', 'TRUE']) {
      const message = failure({ TRUST_PROXY: value });
      expect(message).toMatch(/^Invalid configuration: TRUST_PROXY=true would trust every X-Forwarded-For hop/);
      expect(message).toContain('TRUST_PROXY=1');
      expect(message.split('\n')).toHaveLength(1);
    }
    for (const value of ['10.0.0.0/33', 'proxy.example.com', '1.2.3', '-1', '1.5', '10.0.0.1,,']) {
      expect(failure({ TRUST_PROXY: value }), value).toMatch(/^Invalid configuration: TRUST_PROXY must be/);
    }
  });

  it('SESSION_MAX_DAYS: 60 by default, a whole number of days, never shorter than a refresh token’s life', () => {
    expect(load({}).sessionMaxDays).toBe(60);
    expect(load({ SESSION_MAX_DAYS: '90' }).sessionMaxDays).toBe(90);
    expect(failure({ SESSION_MAX_DAYS: 'forever' })).toMatch(/^Invalid configuration: SESSION_MAX_DAYS must be a number of days/);
    expect(failure({ SESSION_MAX_DAYS: '0' })).toMatch(/SESSION_MAX_DAYS/);
    expect(failure({ SESSION_MAX_DAYS: '20' })).toBe(
      'Invalid configuration: SESSION_MAX_DAYS (20) must be at least REFRESH_TOKEN_TTL_DAYS (30)',
    );
    expect(load({ SESSION_MAX_DAYS: '7', REFRESH_TOKEN_TTL_DAYS: '7' }).sessionMaxDays).toBe(7);
  });

  it('PUBLIC_ORIGIN: required in production, where absolute addresses never come from a request’s Host', () => {
    const message = failure({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Invalid configuration: PUBLIC_ORIGIN is required when NODE_ENV=production/);
    expect(message.split('\n')).toHaveLength(1);
    expect(load({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://manara.ps/any/path' }).publicOrigin).toBe('https://manara.ps');
    expect(failure({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'ftp://manara.ps' })).toMatch(/PUBLIC_ORIGIN must be an http\(s\) origin/);
    // Development may go without: each request's (valid) Host is used.
    expect(load({ NODE_ENV: 'development' }).publicOrigin).toBeUndefined();
  });

  it('ROLE: all by default; web or worker to run them apart; JOBS_MAINTENANCE_SECONDS in 1-600', () => {
    expect(load({})).toMatchObject({ role: 'all', jobsMaintenanceSeconds: 30 });
    expect(load({ ROLE: 'worker', JOBS_MAINTENANCE_SECONDS: '5' })).toMatchObject({ role: 'worker', jobsMaintenanceSeconds: 5 });
    expect(failure({ ROLE: 'jobs' })).toMatch(/^Invalid configuration: ROLE must be all, web or worker \(got "jobs"\)/);
    expect(failure({ JOBS_MAINTENANCE_SECONDS: '0' })).toMatch(/JOBS_MAINTENANCE_SECONDS must be a number of seconds \(1-600\)/);
  });

  it('IMAGE_CONCURRENCY: a process that also serves requests leaves one core to them; a worker alone takes all', () => {
    expect(defaultImageConcurrency('all', 2)).toBe(1);
    expect(defaultImageConcurrency('all', 1)).toBe(1);
    expect(defaultImageConcurrency('all', 8)).toBe(7);
    expect(defaultImageConcurrency('worker', 2)).toBe(2);
    const cores = availableParallelism();
    expect(load({}).imageConcurrency).toBe(Math.max(1, cores - 1));
    expect(load({ ROLE: 'worker' }).imageConcurrency).toBe(cores);
    expect(load({ IMAGE_CONCURRENCY: '3' }).imageConcurrency).toBe(3);
    expect(failure({ IMAGE_CONCURRENCY: '0' })).toMatch(/IMAGE_CONCURRENCY must be a whole number from 1 to 64/);
  });

  it('REDIS_URL: off by default; a redis:// URL; then every instance must share JWT_SECRET', () => {
    expect(load({}).redisUrl).toBeUndefined();
    expect(load({ REDIS_URL: 'redis://cache.internal:6379/0' })).toMatchObject({
      redisUrl: 'redis://cache.internal:6379/0',
      redisPrefix: 'manara:',
    });
    expect(load({ REDIS_URL: 'rediss://cache.internal', REDIS_PREFIX: 'staging:' }).redisPrefix).toBe('staging:');
    expect(failure({ REDIS_URL: 'cache.internal:6379' })).toMatch(
      /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(failure({ REDIS_URL: 'redis://x', REDIS_PREFIX: 'has space' })).toMatch(/REDIS_PREFIX must be 1-64 letters/);
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/manara-config-test', REDIS_URL: 'redis://cache.internal:6379' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/^Invalid configuration: JWT_SECRET is required when REDIS_URL is set: several instances/);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('MEDIA_STORE: disk by default; s3 needs a bucket and JWT_SECRET; keys go in pairs; MEDIA_PUBLIC_BASE is an http(s) base', () => {
    expect(load({})).toMatchObject({ media: { store: 'disk' }, mediaPublicBase: undefined });
    expect(
      load({
        MEDIA_STORE: 's3',
        S3_BUCKET: 'manara-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_BASE: 'https://media.manara.ps/',
      }),
    ).toMatchObject({
      media: {
        store: 's3',
        s3: {
          bucket: 'manara-media',
          endpoint: 'http://127.0.0.1:9000',
          region: 'us-east-1',
          credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
          forcePathStyle: true,
        },
      },
      mediaPublicBase: 'https://media.manara.ps',
    });
    // Without keys: the SDK's default chain (a role, AWS_* variables).
    expect(load({ MEDIA_STORE: 's3', S3_BUCKET: 'manara-media', S3_REGION: 'eu-central-1' })).toMatchObject({
      media: { s3: { credentials: undefined, region: 'eu-central-1', forcePathStyle: false } },
    });
    expect(failure({ MEDIA_STORE: 'ftp' })).toMatch(/MEDIA_STORE must be disk or s3/);
    expect(failure({ MEDIA_STORE: 's3' })).toMatch(/^Invalid configuration: S3_BUCKET is required when MEDIA_STORE=s3/);
    expect(failure({ MEDIA_STORE: 's3', S3_BUCKET: 'Not_A_Bucket' })).toMatch(/S3_BUCKET must be a bucket name/);
    expect(failure({ MEDIA_STORE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toMatch(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(failure({ MEDIA_PUBLIC_BASE: 'media.manara.ps' })).toMatch(/MEDIA_PUBLIC_BASE must be an http\(s\) URL/);
    expect(failure({ MEDIA_PUBLIC_BASE: 'https://cdn.test/m?x=1' })).toMatch(/MEDIA_PUBLIC_BASE must be an http\(s\) URL without a query/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/manara-config-test', MEDIA_STORE: 's3', S3_BUCKET: 'b-1' })).toThrow(
      /^Invalid configuration: JWT_SECRET is required when MEDIA_STORE=s3/,
    );
  });
});
