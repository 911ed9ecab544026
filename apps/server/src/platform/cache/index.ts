import type { OutageLog } from '../../lib/outage-log';
import { openRedisCache } from './redis';
import type { CacheSettings } from './settings';
import { LocalTopics, type SharedCache } from './shared-cache';

export type { SharedCache } from './shared-cache';

/** The one-process default: the rate-limit plugin's own memory store, topics delivered in-process. */
export function memoryCache(): SharedCache {
  const topics = new LocalTopics();
  return {
    kind: 'memory',
    rateLimitOptions: {},
    subscribe: (topic, handler) => topics.subscribe(topic, handler),
    publish: async (topic) => topics.emit(topic),
    ping: async () => {},
    close: async () => {},
  };
}

/** The cache the configuration asks for; Redis is connected before this resolves (or it throws a ConfigError). */
export function openSharedCache(config: CacheSettings, outage: OutageLog): Promise<SharedCache> {
  return config.redisUrl ? openRedisCache(config.redisUrl, config.redisPrefix, outage) : Promise.resolve(memoryCache());
}
