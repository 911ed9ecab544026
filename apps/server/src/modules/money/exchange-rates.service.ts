import type { AdminExchangeRate, Currency, ExchangeRate } from '@manara/shared';
import type { AuthUser } from '../../http/viewer';
import type { AuditRecorder } from '../../lib/audit';
import type { ListingsRepository } from '../realty/listings';
import type { ExchangeRatesRepository, RateRow } from './exchange-rates.repository';

const publicRate = (r: RateRow): ExchangeRate => ({ currency: r.currency, per_usd: r.perUsd, set_at: r.setAt.toISOString() });

/**
 * Exchange rates (decision 040): the public list visitors' prices are converted with, and staff
 * setting a rate, which re-prices every listing in that currency in US dollars (what price filters and
 * orderings compare) and is audited, all in one transaction.
 */
export function createExchangeRatesService(deps: {
  repo: ExchangeRatesRepository;
  listings: Pick<ListingsRepository, 'repriceCurrency'>;
  audit: AuditRecorder;
}) {
  const { repo, listings, audit } = deps;
  return {
    async list(): Promise<ExchangeRate[]> {
      return (await repo.list()).map(publicRate);
    },

    async adminList(): Promise<AdminExchangeRate[]> {
      return (await repo.list()).map((r) => ({ ...publicRate(r), set_by: r.setBy }));
    },

    async set(user: AuthUser, currency: Exclude<Currency, 'USD'>, perUsd: number): Promise<AdminExchangeRate> {
      await repo.set(currency, perUsd, user.id, async (tx, before) => {
        const repriced = await listings.repriceCurrency(currency, tx);
        await audit(
          {
            actorId: user.id,
            action: 'exchange_rate.set',
            entity: 'exchange_rate',
            entityId: currency,
            details: { before: { per_usd: before }, after: { per_usd: perUsd }, listings_repriced: repriced },
          },
          tx,
        );
      });
      const row = (await repo.list()).find((r) => r.currency === currency)!;
      return { ...publicRate(row), set_by: row.setBy };
    },
  };
}
export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
