import type { AdminExchangeRate, Currency, ExchangeRate } from '@manara/shared';
import type { AuthUser } from '../../http/viewer';
import type { AuditRecorder } from '../../lib/audit';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { ListingPrices } from '../realty/listings';
import type { ExchangeRatesRepository, RateRow } from './exchange-rates.repository';

/** Listings priced in `currency` get their price in US dollars at its new rate, in batches (decision 040). */
export const repriceJob = defineJob<{ currency: Exclude<Currency, 'USD'> }>('money.reprice', { expireInSeconds: 900 });
/** Listings re-priced per statement: a fraction of a second each, even at a million listings. */
export const REPRICE_BATCH = 5000;

const publicRate = (r: RateRow): ExchangeRate => ({ currency: r.currency, per_usd: r.perUsd, set_at: r.setAt.toISOString() });

/**
 * Exchange rates (decision 040): the public list visitors' prices are converted with, and staff
 * setting a rate, which is audited and queues the re-pricing of every listing in that currency in US
 * dollars (what price filters and orderings compare) in the same transaction; the job runs in batches.
 */
export function createExchangeRatesService(deps: {
  repo: ExchangeRatesRepository;
  listings: ListingPrices;
  audit: AuditRecorder;
  jobs: Jobs;
}) {
  const { repo, listings, audit, jobs } = deps;
  return {
    async list(): Promise<ExchangeRate[]> {
      return (await repo.list()).map(publicRate);
    },

    async adminList(): Promise<AdminExchangeRate[]> {
      return (await repo.list()).map((r) => ({ ...publicRate(r), set_by: r.setBy }));
    },

    async set(user: AuthUser, currency: Exclude<Currency, 'USD'>, perUsd: number): Promise<AdminExchangeRate> {
      await repo.set(currency, perUsd, user.id, async (tx, before) => {
        await jobs.queue(repriceJob, { currency }, { tx });
        await audit(
          {
            actorId: user.id,
            action: 'exchange_rate.set',
            entity: 'exchange_rate',
            entityId: currency,
            details: { before: { per_usd: before }, after: { per_usd: perUsd } },
          },
          tx,
        );
      });
      const row = (await repo.list()).find((r) => r.currency === currency)!;
      return { ...publicRate(row), set_by: row.setBy };
    },

    /**
     * The re-pricing job: every listing in `currency` at its current rate, batch by batch. Safe to run
     * twice or at once with another (each batch reads the rate then in force); a crash midway is retried
     * by the job system and only the listings not yet done change. Returns how many prices changed.
     */
    async reprice(currency: Currency, batch = REPRICE_BATCH): Promise<number> {
      let changed = 0;
      for (let afterId = 0; ;) {
        const done = await listings.repriceBatch(currency, afterId, batch);
        changed += done.changed;
        if (done.lastId === null) return changed;
        afterId = done.lastId;
      }
    },
  };
}
export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
