import type { RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * What several instances of the site must share: the counters of every rate limit, and news of a
 * change (a page cache to clear). In-process by default (one instance, nothing to install); in Redis
 * when REDIS_URL is set. Decision 023.
 */
export interface SharedCache {
  readonly kind: 'memory' | 'redis';
  /** Options for @fastify/rate-limit that keep every limit's counters here (none: its own memory store). */
  readonly rateLimitOptions: Pick<RateLimitPluginOptions, 'store'>;
  /** Calls `handler` whenever any instance, this one included, publishes `topic`. */
  subscribe(topic: string, handler: () => void): void;
  /**
   * Tells every instance. This instance's handlers run at once; the others' have been sent the message
   * when the promise resolves. Never rejects: an instance that cannot be told catches up by expiry.
   */
  publish(topic: string): Promise<void>;
  /** Throws when the shared engine does not answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Handlers by topic, called in this process. */
export class LocalTopics {
  private readonly handlers = new Map<string, Set<() => void>>();

  subscribe(topic: string, handler: () => void): void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
  }

  emit(topic: string): void {
    this.handlers.get(topic)?.forEach((handler) => handler());
  }

  get topics(): string[] {
    return [...this.handlers.keys()];
  }
}
