import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { OutageLog } from '../../lib/outage-log';

type Counter = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Counter) => void;

/** One fixed window: the first hit starts it (a key somehow left without an expiry gets one). */
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

interface RateLimitRedis extends Redis {
  manaraRateLimitIncr(key: string, windowMs: number): Promise<[number, number]>;
  manaraRateLimitRead(key: string): Promise<[number, number]>;
}

/** After a failed command, Redis is left alone this long (a hung server would cost every request a time-out). */
const BACKOFF_MS = 2000;
/** Keys kept by the fallback counters (oldest out first). */
const MAX_LOCAL_KEYS = 10_000;

/** Fixed-window counters in this process, used while Redis does not answer. */
class LocalCounters {
  private readonly counters = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, windowMs: number): Counter {
    const now = performance.now(); // windows are intervals: monotonic time, as Redis's PEXPIRE
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      this.counters.delete(key);
      this.counters.set(key, (counter = { current: 0, resetAt: now + windowMs }));
      if (this.counters.size > MAX_LOCAL_KEYS) this.counters.delete(this.counters.keys().next().value!);
    }
    counter.current += 1;
    return { current: counter.current, ttl: counter.resetAt - now };
  }

  read(key: string): Counter {
    const counter = this.counters.get(key);
    const now = performance.now();
    return counter && counter.resetAt > now ? { current: counter.current, ttl: counter.resetAt - now } : { current: 0, ttl: 0 };
  }
}

/**
 * A store for @fastify/rate-limit (`store` option): every instance counts in Redis, so a limit holds
 * for the whole site. While Redis does not answer, each instance counts on its own instead (decision
 * 023): limits stay on, N instances allow up to N times as much, and no request fails or waits.
 * Keys are hashed: counters keyed on addresses and e-mails leave neither in Redis.
 */
export function redisRateLimitStore(client: Redis, prefix: string, outage: OutageLog) {
  const redis = client as RateLimitRedis;
  redis.defineCommand('manaraRateLimitIncr', { numberOfKeys: 1, lua: INCR });
  redis.defineCommand('manaraRateLimitRead', { numberOfKeys: 1, lua: READ });
  const local = new LocalCounters();
  let skipUntil = 0;
  const usable = () => client.status === 'ready' && performance.now() >= skipUntil;

  const counted = (shared: () => Promise<[number, number]>, fallback: () => Counter, cb: Callback) => {
    if (!usable()) return cb(null, fallback());
    shared().then(
      ([current, ttl]) => cb(null, { current, ttl }),
      (err: Error) => {
        outage.failed(err);
        skipUntil = performance.now() + BACKOFF_MS; // a back-off interval: monotonic
        cb(null, fallback());
      },
    );
  };

  return class RedisRateLimitStore {
    private readonly keyPrefix: string;

    /** The plugin constructs the root store with its settings; children get their route's prefix. */
    constructor(keyPrefix?: unknown) {
      this.keyPrefix = typeof keyPrefix === 'string' ? keyPrefix : '';
    }

    private key(key: string) {
      return `${prefix}${createHash('sha256')
        .update(this.keyPrefix + key)
        .digest('base64url')
        .slice(0, 27)}`;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      const k = this.key(key);
      counted(
        () => redis.manaraRateLimitIncr(k, timeWindow),
        () => local.incr(k, timeWindow),
        cb,
      );
    }

    read(key: string, cb: Callback) {
      const k = this.key(key);
      counted(
        () => redis.manaraRateLimitRead(k),
        () => local.read(k),
        cb,
      );
    }

    /**
     * A route's limit counts apart from the others. The plugin passes its merged settings with `routeInfo`
     * (empty for a limit made with createRateLimit, whose keys say what they count), not what its types say.
     */
    child(options: object) {
      const info = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      const route = info?.method ? `${info.method} ${info.url} ` : '';
      return new RedisRateLimitStore(`${this.keyPrefix}${route}`);
    }
  };
}
