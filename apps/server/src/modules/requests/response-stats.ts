import type { Clock } from '../../lib/clock';
import type { RequestsRepository } from './requests.repository';

/** The window the rate and median are computed over. */
export const RESPONSE_WINDOW_DAYS = 90;
/** Fewer requests than this in the window: nothing shown (one slow answer is not a pattern). */
export const MIN_REQUESTS_FOR_STATS = 3;
/** An unanswered request counts against the rate once it waited this long. */
const GRACE_MS = 24 * 3600_000;
const DAY = 24 * 3600_000;

export interface ResponseStats {
  /** Share of requests the provider answered (accept, propose or decline), 0…1, two decimals. */
  rate: number;
  /** Median minutes from a request to the provider's first answer; null when none was answered. */
  medianMinutes: number | null;
}

/**
 * The requests module's port for providers' public pages (issue 32 items 1 and 7): response rate and
 * median response time computed from requests of the last RESPONSE_WINDOW_DAYS, never typed in; null
 * with fewer than MIN_REQUESTS_FOR_STATS requests.
 */
export function createResponseStats(repo: Pick<RequestsRepository, 'responseTimes'>, clock: Clock) {
  return {
    async of(providerId: number): Promise<ResponseStats | null> {
      const since = new Date(clock.now().getTime() - RESPONSE_WINDOW_DAYS * DAY);
      const found = await repo.responseTimes(providerId, since, GRACE_MS);
      if (found.total < MIN_REQUESTS_FOR_STATS) return null;
      return {
        rate: Math.round((found.answered / found.total) * 100) / 100,
        medianMinutes: found.medianSeconds === null ? null : Math.round(found.medianSeconds / 60),
      };
    },
  };
}
export type ResponseStatsPort = ReturnType<typeof createResponseStats>;
