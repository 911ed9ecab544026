/**
 * A short-lived in-process cache of rendered pages. Anonymous HTML is the same for every visitor of an
 * address, so a busy listing is rendered once every few seconds instead of once per request; requests
 * that arrive while it renders wait for that one render. Bounded by entry count (oldest out first).
 */
export class PageCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    // Expiry is an interval, not a date: monotonic time, so a wall-clock step cannot keep or drop pages.
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The cached value for `key`, or `produce()`'s (kept only when `keep` says so, e.g. not server errors). */
  async get(key: string, produce: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.ttlMs <= 0) return produce();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

    const generation = this.generation;
    const work = produce()
      .then((value) => {
        // A render that began before clear() may hold what was just changed: use it once, keep nothing.
        if (keep(value) && generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === work) this.pending.delete(key);
      });
    this.pending.set(key, work);
    return work;
  }

  /** Forget everything (called after any change made through the API). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
