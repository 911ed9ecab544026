import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from '../../lib/errors';
import { redact } from '../../db/client';
import type { OutageLog } from '../../lib/outage-log';
import { LocalTopics, type SharedCache } from './shared-cache';
import { redisRateLimitStore } from './rate-limit-store';

/**
 * No request waits on Redis: a command fails at once while it is disconnected (no offline queue) and
 * after a second when it hangs; the client reconnects in the background, forever.
 */
const CLIENT_OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 1000,
  connectTimeout: 5000,
  // The channels are (re)subscribed on every 'ready' below, with the missed-messages catch-up.
  autoResubscribe: false,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};

/**
 * Redis for several instances: rate-limit counters (rate-limit-store.ts) and topics over pub/sub on a
 * second connection (a subscribed connection can do nothing else). Every key and channel starts with
 * `prefix`. Decision 023.
 */
export async function openRedisCache(url: string, prefix: string, outage: OutageLog): Promise<SharedCache> {
  const client = new Redis(url, CLIENT_OPTIONS);
  const subscriber = new Redis(url, CLIENT_OPTIONS);
  const onError = (err: Error) => outage.failed(err);
  client.on('error', onError);
  subscriber.on('error', onError);
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (err) {
    client.disconnect();
    subscriber.disconnect();
    throw new ConfigError(`Cannot connect to REDIS_URL (${redact(url)}): ${(err as Error).message}`);
  }

  const self = randomUUID();
  const topics = new LocalTopics();
  const channel = (topic: string) => `${prefix}${topic}`;
  subscriber.on('message', (from: string, sender: string) => {
    if (sender === self || !from.startsWith(prefix)) return;
    topics.emit(from.slice(prefix.length));
  });
  // After a reconnection, messages sent meanwhile are lost: act as if each topic had been published.
  let connected = true;
  subscriber.on('ready', () => {
    if (topics.topics.length) subscriber.subscribe(...topics.topics.map(channel)).catch(onError);
    if (!connected) topics.topics.forEach((topic) => topics.emit(topic));
    connected = true;
  });
  subscriber.on('close', () => (connected = false));

  return {
    kind: 'redis',
    rateLimitOptions: { store: redisRateLimitStore(client, `${prefix}rate-limit:`, outage) },
    subscribe(topic, handler) {
      const first = !topics.topics.includes(topic);
      topics.subscribe(topic, handler);
      if (first && subscriber.status === 'ready') subscriber.subscribe(channel(topic)).catch(onError);
    },
    async publish(topic) {
      topics.emit(topic);
      try {
        await client.publish(channel(topic), self);
      } catch (err) {
        outage.failed(err);
      }
    },
    async ping() {
      await client.ping();
    },
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
