import { BASE_CURRENCY, type DirectoryQuery } from '@manara/shared';
import { sql, type SQL } from 'drizzle-orm';
import { directorySearchText, type DirectoryProviderType } from '../../db/schema';
import { escapeLike, searchWords } from '../../lib/search';

/**
 * The directories' SQL pieces (decision 057), for services.repository.ts: `p` is provider_profiles,
 * `u` users, `s` provider_services and `r` the service currency's exchange rate.
 */

/** SQL true when provider `p` with user `u` is public-verified (decision 056). */
export const PUBLIC_PROVIDER = sql`p.verification_status = 'verified' and u.is_active and u.role = 'provider'`;

/** SQL true when every word of the query occurs in `text` (normalized like the stored texts), or undefined without words. */
function everyWord(text: SQL, query: DirectoryQuery): SQL | undefined {
  const words = searchWords(query.search).map((word) => sql`${text} like ${`%${escapeLike(word)}%`}`);
  return words.length ? sql.join(words, sql` and `) : undefined;
}

/**
 * SQL true for a service row `s` meeting the query's service filters (with `words`: its search words
 * too, which order a card's services); undefined when it names none.
 */
export function serviceFilters(query: DirectoryQuery, { words = false } = {}): SQL | undefined {
  const parts: SQL[] = [];
  if (query.category) parts.push(sql`s.category = ${query.category}`);
  const currency = query.currency ?? BASE_CURRENCY;
  // Bounds in `currency`, compared with each price at the current rates (units per US dollar).
  const inQuery = sql`(s.price / coalesce(r.per_usd, 1) * coalesce((select per_usd from exchange_rates where currency = ${currency}), 1))`;
  if (query.price_min !== undefined) parts.push(sql`not s.price_on_request and ${inQuery} >= ${query.price_min}`);
  if (query.price_max !== undefined) parts.push(sql`not s.price_on_request and ${inQuery} <= ${query.price_max}`);
  const found = words ? everyWord(sql`s.search_text`, query) : undefined;
  if (found) parts.push(found);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** SQL true for a provider (`p`, `u`) of `type` that a directory lists under the query's filters. */
export function providerWhere(type: DirectoryProviderType, query: DirectoryQuery): SQL {
  const parts: SQL[] = [sql`u.provider_type = ${type}`, PUBLIC_PROVIDER];
  if (query.language) parts.push(sql`${query.language} = any(p.languages)`);
  if (query.city) {
    // `@>` rather than `= any(…)`: the profiles' and active services' GIN indexes on city_ids answer it,
    // and the services' side is one hashed set instead of a probe per provider (bench/README.md).
    const city = sql`array[${query.city}]::int[]`;
    parts.push(sql`(p.city_ids @> ${city} or p.user_id in (select s.provider_id from provider_services s
      where s.status = 'active' and s.city_ids @> ${city}))`);
  }
  // Words: found in the provider's one search row (name and active services' texts, provider_search),
  // through the text of this directory's type, which has its own index and statistics (decision 075).
  const found = everyWord(directorySearchText(type, 'd'), query);
  if (found) parts.push(sql`p.user_id in (select d.provider_id from provider_search d where ${found})`);
  const services = serviceFilters(query);
  if (services) {
    parts.push(sql`exists (select 1 from provider_services s left join exchange_rates r on r.currency = s.currency
      where s.provider_id = p.user_id and s.status = 'active' and ${services})`);
  }
  return sql.join(parts, sql` and `);
}
