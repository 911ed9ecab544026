import { z } from 'zod';
import type { SettingsRule } from '../../lib/settings';

/** The variables of the shared cache (decision 023); config.ts composes them. */
export const cacheEnv = z.object({
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, { error: 'must be 1-64 letters, digits or . _ : - (e.g. manara:)' })
    .default('manara:'),
});
type CacheEnv = z.output<typeof cacheEnv>;

export const cacheRules: SettingsRule<CacheEnv & { JWT_SECRET?: string }>[] = [
  {
    broken: (e) => Boolean(e.REDIS_URL) && !e.JWT_SECRET,
    message:
      'JWT_SECRET is required when REDIS_URL is set: several instances share one site, and each would otherwise sign sessions with its own generated secret that the others reject',
  },
];

export function cacheSettings(e: CacheEnv) {
  return {
    /** Redis shared by every instance (rate-limit counters, page-cache invalidation); in-process without it. */
    redisUrl: e.REDIS_URL,
    /** Prefix of every Redis key and channel this site uses (several sites can share one Redis). */
    redisPrefix: e.REDIS_PREFIX,
  };
}
export type CacheSettings = ReturnType<typeof cacheSettings>;
