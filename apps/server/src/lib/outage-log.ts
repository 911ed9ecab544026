import type { FastifyBaseLogger } from 'fastify';

/** How often an ongoing outage is summarised in the log. */
export const OUTAGE_LOG_INTERVAL_MS = 10_000;

/**
 * The log of one dependency (the database, Redis) going away. Under load an outage fails thousands of
 * requests a second; logging each would bury the log (9,108 lines and 56 MB in 7 s before this), so
 * the first failure is logged with its error, then one line per interval with the count, and one line
 * when a whole interval passes without a failure.
 */
export class OutageLog {
  private failures = 0;
  private total = 0;
  private since = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    readonly dependency: string,
    /** What the service does meanwhile, for the first line ("answering 503"). */
    private readonly meanwhile: string,
    private readonly intervalMs = OUTAGE_LOG_INTERVAL_MS,
  ) {}

  /** True while failures are being seen (since the first, until an interval passes without one). */
  get ongoing(): boolean {
    return this.timer !== null;
  }

  failed(err: unknown): void {
    this.failures += 1;
    this.total += 1;
    if (this.timer) return;
    this.since = performance.now(); // an interval for the log only: monotonic, not the app's clock
    this.log.error({ err, dependency: this.dependency }, `${this.dependency} unavailable: ${this.meanwhile}`);
    this.failures = 0;
    this.timer = setInterval(() => this.report(), this.intervalMs);
    this.timer.unref();
  }

  private report() {
    const seconds = Math.round(this.intervalMs / 1000);
    if (this.failures > 0) {
      this.log.error(
        { dependency: this.dependency, failures: this.failures },
        `${this.dependency} still unavailable: ${this.failures} failures in the last ${seconds} s`,
      );
      this.failures = 0;
      return;
    }
    this.log.warn(
      { dependency: this.dependency, failures: this.total, outageMs: Math.round(performance.now() - this.since - this.intervalMs) },
      `${this.dependency} answering again: no failure in ${seconds} s (${this.total} during the outage)`,
    );
    this.stop();
    this.total = 0;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** One outage log per dependency of the app. */
export interface Outages {
  database: OutageLog;
  redis: OutageLog;
  /** The media bucket (MEDIA_STORE=s3). */
  bucket: OutageLog;
}

export function createOutages(log: FastifyBaseLogger): Outages {
  return {
    database: new OutageLog(log, 'database', 'answering 503 service_unavailable until it returns'),
    redis: new OutageLog(log, 'redis', 'rate limits counted per instance, page changes not broadcast, until it returns'),
    bucket: new OutageLog(log, 'media bucket', 'uploads and media from /media/ answer 503 until it returns'),
  };
}
