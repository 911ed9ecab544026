import { CURRENCIES, type Currency } from '@manara/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { exchangeRates, users } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';

export interface RateRow {
  currency: Currency;
  perUsd: number;
  setAt: Date;
  setBy: { id: number; name: string } | null;
}

/** Exchange rates (decision 040): the only SQL that writes `exchange_rates`. */
/** `clock` stamps the times the rows record (the app's clock in services.ts). */
export function createExchangeRatesRepository(db: Db, clock: Clock = systemClock) {
  return {
    /** Every currency's rate, in the order of CURRENCIES (US dollars first), with who set it. */
    async list(): Promise<RateRow[]> {
      const found = await db
        .select({
          currency: exchangeRates.currency,
          perUsd: exchangeRates.perUsd,
          setAt: exchangeRates.setAt,
          id: users.id,
          name: users.name,
        })
        .from(exchangeRates)
        .leftJoin(users, eq(users.id, exchangeRates.setBy));
      return found
        .map((r) => ({
          currency: r.currency,
          perUsd: Number(r.perUsd),
          setAt: r.setAt,
          setBy: r.id === null ? null : { id: r.id, name: r.name ?? '' },
        }))
        .sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
    },

    /**
     * Sets a currency's rate, by `actorId`, now; `alongside` runs in the same transaction (the listings'
     * prices in US dollars, the audit entry; given the rate it replaces), so all are stored or none.
     */
    async set(
      currency: Currency,
      perUsd: number,
      actorId: number,
      alongside: (tx: Tx, before: number | null) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .execute<{ per_usd: string }>(sql`select per_usd from exchange_rates where currency = ${currency} for update`)
          .then((r) => r.rows);
        await tx
          .insert(exchangeRates)
          .values({ currency, perUsd, setBy: actorId, setAt: clock.now() })
          .onConflictDoUpdate({ target: exchangeRates.currency, set: { perUsd, setBy: actorId, setAt: clock.now() } });
        await alongside(tx, before ? Number(before.per_usd) : null);
      });
    },
  };
}
export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;
