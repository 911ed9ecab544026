import {
  MAX_SAVED_SEARCHES,
  SAVED_FILTER_KEYS,
  type Locale,
  type SavedFilters,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '@manara/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { defineJob, type Jobs } from '../../platform/jobs';
import { accountRecipient, type NotificationsService } from '../notifications';
import type { ListingAlerts, ListingTitles } from '../realty/listings';
import type { UsersRepository } from '../users';
import { savedSearchName } from './saved-search-name';
import type { SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository';

/**
 * Matches one newly public listing against every saved search (queued with its approval), or a listing
 * whose published price came down from `before` against the searches it did not match then (decision 060).
 */
export const savedSearchMatchJob = defineJob<{ propertyId: number; before?: { priceUsd: number } }>('saved-searches.match', {
  expireInSeconds: 300,
});
/** Sends the daily digests (scheduled). */
export const savedSearchDigestJob = defineJob('saved-searches.digest', { expireInSeconds: 900 });

/** The list page a saved search opens: its filters in the address, as the page's own filter bar writes them. */
export function savedSearchPath(filters: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const key of SAVED_FILTER_KEYS) if (key !== 'purpose' && filters[key] !== undefined) query.set(key, String(filters[key]));
  const page = filters.purpose === 'rent' ? '/realty/rent' : '/realty/buy-sell';
  return query.size ? `${page}?${query}` : page;
}

/**
 * Saved searches (decision 038): a signed-in user keeps a list's filters, sees how many listings match
 * now, and is e-mailed new matches at once or in a daily digest, never twice about one listing.
 */
export function createSavedSearchesService(deps: {
  repo: SavedSearchesRepository;
  listings: ListingAlerts;
  users: Pick<UsersRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  jobs: Pick<Jobs, 'queue'>;
}) {
  const { repo, listings, users, notifications, jobs } = deps;
  const nameOf = (row: SavedSearchRow, locale: Locale) => row.name ?? savedSearchName(row.filters as SavedFilters, row.city, locale);

  async function present(row: SavedSearchRow): Promise<SavedSearch> {
    const { count, countCapped } = await listings.countPublic(row.filters as SavedFilters);
    return {
      id: row.id,
      name: row.name,
      auto_name: {
        ar: savedSearchName(row.filters as SavedFilters, row.city, 'ar'),
        en: savedSearchName(row.filters as SavedFilters, row.city, 'en'),
      },
      filters: row.filters,
      frequency: row.frequency,
      result_count: count,
      result_count_capped: countCapped,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** Queues the e-mail about `items` found by `search` for `userId`, in `tx`. */
  async function alert(
    tx: Tx,
    userId: number,
    search: SavedSearchRow,
    items: { id: number; titles: ListingTitles; price: number; currency: string }[],
  ) {
    const user = await users.findById(userId, tx);
    if (!user || !user.isActive || !items.length) return;
    const l = user.language;
    await notifications.send(
      'saved_search_alert',
      accountRecipient(user),
      {
        searchName: nameOf(search, l),
        searchUrl: notifications.pageUrl(savedSearchPath(search.filters), l),
        listings: items.map((item) => ({ ...item, url: notifications.pageUrl(`/realty/property/${item.id}`, l) })),
      },
      { tx },
    );
  }

  async function own(userId: number, id: number): Promise<SavedSearch> {
    const row = (await repo.listMine(userId)).find((r) => r.id === id);
    if (!row) throw AppError.notFound();
    return present(row);
  }

  return {
    async list(userId: number): Promise<SavedSearch[]> {
      return Promise.all((await repo.listMine(userId)).map(present));
    },

    async create(userId: number, input: SavedSearchCreate): Promise<SavedSearch> {
      if ((await repo.countMine(userId)) >= MAX_SAVED_SEARCHES) throw AppError.field('filters', 'too_many_saved_searches');
      return own(userId, await repo.insert(userId, input.filters, input.frequency));
    },

    async update(userId: number, id: number, input: SavedSearchUpdate): Promise<SavedSearch> {
      const patch = { ...(input.name !== undefined && { name: input.name }), ...(input.frequency && { frequency: input.frequency }) };
      if (!(await repo.update(userId, id, patch))) throw AppError.notFound();
      return own(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw AppError.notFound();
    },

    /** Called in the approval's transaction: the matching runs as a job once it commits. */
    async listingPublished(tx: Tx, propertyId: number): Promise<void> {
      await jobs.queue(savedSearchMatchJob, { propertyId }, { tx });
    },

    /** Called in the transaction that publishes a lower price (decision 060): matching runs as a job once it commits. */
    async listingPriceCut(tx: Tx, propertyId: number, before: { priceUsd: number }): Promise<void> {
      await jobs.queue(savedSearchMatchJob, { propertyId, before }, { tx });
    },

    /**
     * The job: records who should hear of the listing and e-mails those who asked for instant alerts.
     * With `before` (a price cut), only searches the listing did not match at that price count.
     */
    async matchListing(propertyId: number, before?: { priceUsd: number }): Promise<number> {
      const facts = await listings.alertFacts(propertyId);
      if (!facts) return 0; // hidden or deleted meanwhile
      const earlier = before && (await listings.alertFacts(propertyId, before.priceUsd));
      const item = { id: facts.id, titles: facts.titles, price: facts.price, currency: facts.currency };
      return repo.recordMatches(facts, earlier || undefined, async (tx, matches) => {
        const instant = matches.filter((m) => m.frequency === 'instant');
        const searches = await repo.byIds(
          instant.map((m) => m.savedSearchId),
          tx,
        );
        for (const match of instant) {
          const search = searches.find((s) => s.id === match.savedSearchId);
          if (search) await alert(tx, match.userId, search, [item]);
        }
      });
    },

    /** The scheduled job: one e-mail per user and saved search with the day's new listings still public. */
    async sendDigests(): Promise<number> {
      const pending = await repo.pendingDigest();
      const byUser = new Map<number, typeof pending>();
      for (const line of pending) byUser.set(line.userId, [...(byUser.get(line.userId) ?? []), line]);
      for (const [userId, lines] of byUser) {
        const ids = lines.map((l) => l.propertyId);
        const [items, searches] = await Promise.all([
          listings.alertItems(ids),
          repo.byIds([...new Set(lines.map((l) => l.savedSearchId))]),
        ]);
        await repo.markSent(userId, ids, async (tx) => {
          for (const search of searches) {
            const found = new Set(lines.filter((l) => l.savedSearchId === search.id).map((l) => l.propertyId));
            await alert(
              tx,
              userId,
              search,
              items.filter((i) => found.has(i.id)),
            );
          }
        });
      }
      return byUser.size;
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
