import {
  BASE_CURRENCY,
  LISTING_FILTERS,
  type Currency,
  type Bounds,
  type FilterColumn,
  type KeyOrdering,
  type ListingFilterValues,
  type ListingTexts,
  type PropertyStatus,
} from '@manara/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COUNT_LIMIT, NUMBERED_ROWS, type KeysetPage, type Seek, type SortKey } from '../../../http/paging';
import { preparedRows, sqlInteger, type Db, type Tx } from '../../../db/client';
import { cities, listingChanges, properties, propertyMedia } from '../../../db/schema';
import type { StoredImage } from '../../../lib/media-urls';
import { escapeLike, matchesEveryWord, searchWords, tsPrefixQuery } from '../../../lib/search';
import { mediaRecords } from '../../media';
import type { StatusChange } from './listing-status';
import { priceInUsd, rateOf } from './price-usd';
import { listingSearchText, listingSearchTitle, TITLE_SEPARATOR, type SearchableFields } from './search-text';

/**
 * The only SQL that writes listings (`properties`, `property_media`), and every read of them: the
 * public catalogue, a listing's page, similar listings, saved listings, owners' and staff lists, the
 * sitemap. Status columns change only through a `StatusChange` (listing-status.ts).
 */

/** A listing's titles as the API names them (decision 045). */
export type ListingTitles = Pick<ListingTexts, 'title_ar' | 'title_en'>;

/** A listing as list queries return it (one row per card). */
export interface CardRow {
  id: number;
  /** The title per language, '' for a language the owner did not write (decision 045). */
  titleAr: string;
  titleEn: string;
  type: (typeof properties.$inferSelect)['type'];
  purpose: (typeof properties.$inferSelect)['purpose'];
  price: number;
  currency: Currency;
  /** The price in US dollars at the current rate (decision 040). */
  priceUsd: number;
  area: number;
  beds: number | null;
  baths: number | null;
  floors: number | null;
  village: string | null;
  address: string;
  status: PropertyStatus;
  createdAt: Date;
  viewsCount: number;
  city: { id: number; nameAr: string; nameEn: string };
  country: { id: number; nameAr: string; nameEn: string };
  images: StoredImage[];
}

export interface MediaRow extends StoredImage {
  id: number;
  mediaType: 'image' | 'video';
}

export interface DetailRow extends Omit<CardRow, 'images'> {
  descriptionAr: string;
  descriptionEn: string;
  amenities: string[];
  postalCode: string | null;
  ownerId: number;
  ownerName: string;
  ownerProviderType: 'financial_expert' | 'realtor' | 'lawyer' | null;
  /** The owner's phone as stored, only when they chose to show it (decision 039); else null. */
  ownerPhone: string | null;
  rejectionReason: string | null;
  updatedAt: Date;
  cityId: number;
  media: MediaRow[];
  isFavorite: boolean;
  /** The owner's pin, else the city's centre (`exact: false`), else null. */
  location: { latitude: number; longitude: number; exact: boolean } | null;
  /** Its owner's edit held for review, or refused (decision 044). */
  held: HeldChanges | null;
}

/** A pin of the map view. */
export interface PointRow {
  id: number;
  latitude: number;
  longitude: number;
  titleAr: string;
  titleEn: string;
  type: CardRow['type'];
  price: number;
  currency: Currency;
  priceUsd: number;
}

// ---------------------------------------------------------------------------------------------
// Query pieces

/**
 * How a list is ordered and continued (decision 034): the column, its direction, the exact text of a
 * row's key (microseconds since the epoch for a time, the decimal for a price or area) and that text
 * back as SQL. The id breaks ties, so each key is unique and a cursor lands between two rows. Each
 * ordering has its own index (status, purpose, column, id); `indexedDesc` says the index stores the
 * column and id descending (drizzle writes `DESC NULLS LAST`), so the ORDER BY names the same null
 * placement, or PostgreSQL could not read the index in order and would sort every match instead.
 */
interface KeyOrder {
  column: SQL;
  desc: boolean;
  indexedDesc: boolean;
  key: SQL;
  value: (key: string) => SQL;
}
const decimalKey = (column: SQL, desc: boolean): KeyOrder => ({
  column,
  desc,
  indexedDesc: false,
  key: sql`${column}::text`,
  value: (v) => sql`${v}::numeric`,
});
const NEWEST: KeyOrder = {
  column: sql`p.created_at`,
  desc: true,
  indexedDesc: true,
  key: sql`(extract(epoch from p.created_at) * 1000000)::bigint::text`,
  value: (v) => sql`(timestamptz 'epoch' + ${v}::float8 * interval '1 microsecond')`,
};
const KEY_ORDERS: Record<KeyOrdering, KeyOrder> = {
  '-created_at': NEWEST,
  // Every currency sorts together by its price in US dollars (decision 040).
  price: decimalKey(sql`p.price_usd`, false),
  '-price': decimalKey(sql`p.price_usd`, true),
  area: decimalKey(sql`p.area`, false),
  '-area': decimalKey(sql`p.area`, true),
};

/** `order by` for a key order, or its reverse (a page read backwards from a cursor). */
function orderBy(o: KeyOrder, reverse = false): SQL {
  const desc = o.desc !== reverse;
  const dir = o.indexedDesc ? (desc ? sql`desc nulls last` : sql`asc nulls first`) : desc ? sql`desc` : sql`asc`;
  return sql`${o.column} ${dir}, p.id ${dir}`;
}

/** Rows on the far side of a cursor: after it in the order, or before it. */
function seekWhere(o: KeyOrder, seek: Seek): SQL {
  if ('offset' in seek) return sql`true`;
  const [value, id] = 'after' in seek ? seek.after : seek.before;
  const forward = 'after' in seek;
  const op = o.desc === forward ? sql`<` : sql`>`;
  return sql`(${o.column}, p.id) ${op} (${o.value(value)}, ${id}::int)`;
}

/**
 * Ranked search orders this many of the newest matches (decision 035), found as SEARCH_WALK says, so
 * the cost stays bounded however many or few listings match.
 */
export const SEARCH_CANDIDATES = 200;
/**
 * How many of the newest listings a search looks through one by one before it reads a rarer word's
 * matches from the text indexes instead (decision 035): a word in at least one listing in 25 finds its
 * candidates there.
 */
export const SEARCH_WALK = 5000;

/**
 * The map's search walks the newest listings for its pins when at least one in this many of the newest
 * SEARCH_WALK matches (reading at most this many times MAP_POINTS_LIMIT rows), and reads a rarer word's
 * matches from the text indexes: checking a match there costs about ten times a walked row's, so the
 * crossing point lies where so few match (bench/README.md, the map at a million listings).
 */
const MAP_WALK_EVERY = 100;

/**
 * A search that matches fewer listings than this is run again with misspellings allowed (decision
 * 035): every query word then may also be a close spelling of a word of the listing (trigram word
 * similarity, pg_trgm's `<%` at its default 0.6, served by the trigram index). Only such rare searches
 * pay for the second query; close matches rank below every exact one.
 */
export const FUZZY_BELOW = 5;

/**
 * How many rows `from` (a FROM clause ending in its WHERE, alias p) has, as `n`, counting no further
 * than one past `limit`: the walk stops there, whatever the number of matches (decision 034).
 */
const countUpTo = (from: SQL, limit: number) =>
  sql`select count(*)::int as n from (select 1 from ${from} limit ${sqlInteger(limit + 1)}) c`;
/** A count made by countUpTo as the API shows it: `limit` and capped when there were more. */
const cappedAt = (n: number, limit: number) => ({ count: Math.min(n, limit), countCapped: n > limit });

/** A public listing (listing-policy.ts's `isPublic`), in SQL. */
const IS_PUBLIC = sql`p.status = 'active'`;

/** The columns filters compare (filters.ts names them; adding a filter on a new column adds it here). */
const FILTER_COLUMNS: Record<FilterColumn, SQL> = {
  purpose: sql`p.purpose`,
  type: sql`p.type`,
  city_id: sql`p.city_id`,
  price: sql`p.price_usd`,
  area: sql`p.area`,
  beds: sql`p.beds`,
  baths: sql`p.baths`,
};
const OPERATORS = { '=': sql`=`, '>=': sql`>=`, '<=': sql`<=` };

/** A money filter's amount (in the `currency` filter's currency, US dollars without it) as US dollars. */
function moneyBound(value: number, currency: string | undefined): SQL {
  return !currency || currency === BASE_CURRENCY ? sql`${value}` : sql`(${value}::numeric / ${rateOf(currency)})`;
}

/**
 * Public listings matching every filter that is set, as each filter's description says; a search
 * (`words`) matches a listing whose words start with the query's (full text, `arabic` stemming) or
 * whose text holds each query word (trigram substring), decision 035.
 */
function publicWhere(values: ListingFilterValues, fuzzy = false): SQL {
  const where: SQL[] = [IS_PUBLIC];
  for (const filter of LISTING_FILTERS) {
    const value = values[filter.key];
    if (value === undefined) continue;
    if (filter.match.op === 'words') {
      const search = searchMatch(String(value), fuzzy);
      if (search) where.push(search.where);
    } else if (filter.match.op === 'within') {
      const box = value as Bounds;
      where.push(sql`p.longitude between ${box.west} and ${box.east} and p.latitude between ${box.south} and ${box.north}`);
    } else if (filter.match.op !== 'currency') {
      const bound = 'money' in filter.match ? moneyBound(value as number, values.currency) : sql`${value}`;
      where.push(sql`${FILTER_COLUMNS[filter.match.column]} ${OPERATORS[filter.match.op]} ${bound}`);
    }
  }
  return sql.join(where, sql` and `);
}

/**
 * A search's condition and its relevance score (decisions 035, 045). The score: full-text rank (title
 * words weigh A, the rest B), plus 2 when either title is the query, plus 1 when one starts with it; a
 * listing found only by a substring (part of a word) scores 0, below every word match. With `fuzzy`,
 * a listing whose words are only close spellings of the query's also matches, scored below 0 by how
 * close they are (FUZZY_BELOW).
 */
function searchMatch(query: string, fuzzy = false): { where: SQL; score: SQL } | undefined {
  const words = searchWords(query);
  const substring = matchesEveryWord(sql`p.search_text`, query);
  if (!words.length || !substring) return undefined;
  const prefixes = tsPrefixQuery(words);
  const phrase = words.join(' ');
  // search_title holds one line per written language's title.
  const titles = sql`string_to_array(p.search_title, ${TITLE_SEPARATOR})`;
  const titleScore = sql`(case when ${phrase} = any(${titles}) then 2
    when exists (select 1 from unnest(${titles}) t where t like ${`${escapeLike(phrase)}%`}) then 1 else 0 end)`;
  const tsq = prefixes ? sql`to_tsquery('arabic', ${prefixes})` : undefined;
  const exact = tsq
    ? { where: sql`(p.search_vector @@ ${tsq} or (${substring}))`, score: sql`(ts_rank(p.search_vector, ${tsq}) + ${titleScore})` }
    : { where: substring, score: titleScore };
  if (!fuzzy) return exact;
  const close = sql.join(
    words.map((word) => sql`${word} <% p.search_text`),
    sql` and `,
  );
  const closeness = sql.join(
    words.map((word) => sql`word_similarity(${word}, p.search_text)`),
    sql` + `,
  );
  return {
    where: sql`(${exact.where} or (${close}))`,
    score: sql`(case when ${exact.where} then ${exact.score} else (${closeness}) / ${words.length} - 1 end)`,
  };
}

/**
 * Cards for the ids an inner query picks (already filtered, ordered and limited), as `x.id`.
 * Picking ids first lets PostgreSQL walk an index alone (an index-only scan for deep pages) and
 * read full rows, joins and image lists only for the page's rows, never for every match.
 */
function cardsQuery(inner: SQL, order: SQL, extra: SQL = sql``): SQL {
  return sql`
    select ${extra}p.id, p.title_ar, p.title_en, p.type, p.purpose, p.price::float8 as price, p.currency, p.price_usd::float8 as price_usd, p.area::float8 as area,
      p.beds, p.baths, p.floors, p.village, p.address, p.status, p.created_at, p.views_count,
      c.id as city_id, c.name_ar as city_name_ar, c.name_en as city_name_en,
      co.id as country_id, co.name_ar as country_name_ar, co.name_en as country_name_en,
      coalesce((
        select json_agg(json_build_object('key', m.storage_key, 'widths', m.widths, 'width', m.width, 'height', m.height)
          order by m.position, m.id)
        from property_media m where m.property_id = p.id and m.media_type = 'image'
      ), '[]'::json) as images
    from (${inner}) x
    join properties p on p.id = x.id
    join cities c on c.id = p.city_id
    join countries co on co.id = p.country_id
    order by ${order}`;
}

type Raw = Record<string, unknown>;

/** The owner's pin, else the city's centre, else null (a city added without coordinates). */
function locationOf(r: Raw): DetailRow['location'] {
  if (r.latitude != null && r.longitude != null) return { latitude: Number(r.latitude), longitude: Number(r.longitude), exact: true };
  if (r.city_latitude != null && r.city_longitude != null)
    return { latitude: Number(r.city_latitude), longitude: Number(r.city_longitude), exact: false };
  return null;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const toJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function toCardRow(r: Raw): CardRow {
  return {
    id: Number(r.id),
    titleAr: String(r.title_ar),
    titleEn: String(r.title_en),
    type: r.type as CardRow['type'],
    purpose: r.purpose as CardRow['purpose'],
    price: Number(r.price),
    currency: r.currency as Currency,
    priceUsd: Number(r.price_usd),
    area: Number(r.area),
    beds: r.beds === null ? null : Number(r.beds),
    baths: r.baths === null ? null : Number(r.baths),
    floors: r.floors === null ? null : Number(r.floors),
    village: (r.village as string | null) ?? null,
    address: String(r.address),
    status: r.status as CardRow['status'],
    createdAt: toDate(r.created_at),
    viewsCount: Number(r.views_count),
    city: { id: Number(r.city_id), nameAr: String(r.city_name_ar), nameEn: String(r.city_name_en) },
    country: { id: Number(r.country_id), nameAr: String(r.country_name_ar), nameEn: String(r.country_name_en) },
    images: toJson<StoredImage[]>(r.images),
  };
}

// ---------------------------------------------------------------------------------------------

/** Listing columns a write may set; status, refusal reason and publication time change only through a `StatusChange`. */
type ListingValues = Omit<
  typeof properties.$inferInsert,
  'id' | 'searchText' | 'searchTitle' | 'searchVector' | 'status' | 'rejectionReason' | 'publishedAt' | 'priceUsd'
> &
  Required<Pick<typeof properties.$inferInsert, 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn'>>;
type NewMedia = Omit<typeof propertyMedia.$inferInsert, 'id' | 'propertyId'>;
/** A stored media row's new position. */
type MediaMove = { id: number; position: number };

/** Writes kept media rows' new positions (only this listing's rows). */
async function moveMedia(tx: Tx, propertyId: number, moves: MediaMove[]): Promise<void> {
  for (const m of moves) {
    await tx
      .update(propertyMedia)
      .set({ position: m.position })
      .where(and(eq(propertyMedia.propertyId, propertyId), eq(propertyMedia.id, m.id)));
  }
}
/** What an edit may change. */
export type ListingEdit = Partial<Omit<ListingValues, 'ownerId'>>;

/** The columns a status change writes. */
function statusColumns(change: StatusChange) {
  return {
    status: change.status,
    ...(change.rejectionReason !== undefined && { rejectionReason: change.rejectionReason }),
    ...(change.publish && { publishedAt: new Date() }),
  };
}

/** An owner's edit of a live listing waiting for staff, or refused (decision 044). */
export type HeldChanges = typeof listingChanges.$inferSelect;

/** A listing in its owner's dashboard or the staff list: the card and what only they see. */
export type ManagedCardRow = CardRow & {
  rejectionReason: string | null;
  updatedAt: Date;
  /** Held changes of the listing: waiting for review, or refused (with their reason). */
  changes: { status: HeldChanges['status']; rejectionReason: string | null } | null;
};
export type StaffCardRow = ManagedCardRow & {
  owner: { id: number; name: string; email: string; email_verified: boolean };
  publishedAt: Date | null;
};

/** A listing_changes row read as JSON. */
function heldOf(json: unknown): HeldChanges | null {
  if (json == null) return null;
  const r = toJson<Record<string, unknown>>(json);
  return {
    propertyId: Number(r.property_id),
    changes: r.changes as Record<string, unknown>,
    status: r.status as HeldChanges['status'],
    rejectionReason: (r.rejection_reason as string | null) ?? null,
    submittedAt: toDate(r.submitted_at),
  };
}

/** The columns a managed card adds to a card (toManagedCardRow reads them). */
const MANAGED_COLUMNS = sql`p.rejection_reason, p.updated_at,
  (select json_build_object('status', lc.status, 'rejectionReason', lc.rejection_reason)
    from listing_changes lc where lc.property_id = p.id) as changes, `;

const toManagedCardRow = (r: Raw): ManagedCardRow => ({
  ...toCardRow(r),
  rejectionReason: (r.rejection_reason as string | null) ?? null,
  updatedAt: toDate(r.updated_at),
  changes: r.changes == null ? null : toJson<NonNullable<ManagedCardRow['changes']>>(r.changes),
});

/**
 * How people reached out about listing `p` (decision 039): its inquiries, saves, and Call and WhatsApp
 * presses. Each is a count over an index on the listing's id.
 */
const REACH_COLUMNS = sql`
  (select count(*) from inquiries i where i.property_id = p.id)::int as reach_inquiries,
  (select count(*) from favorites f where f.property_id = p.id)::int as reach_saves,
  (select count(*) from listing_leads l where l.property_id = p.id and l.kind = 'call')::int as reach_calls,
  (select count(*) from listing_leads l where l.property_id = p.id and l.kind = 'whatsapp')::int as reach_whatsapp`;
/** The same over every listing of an owner. */
const reachTotals = (ownerId: number) => {
  const of = (table: SQL, kind?: string) =>
    sql`(select count(*) from ${table} x join properties p on p.id = x.property_id
      where p.owner_id = ${ownerId}${kind ? sql` and x.kind = ${kind}` : sql``})::int`;
  return sql`select ${of(sql`inquiries`)} as inquiries, ${of(sql`favorites`)} as saves,
    ${of(sql`listing_leads`, 'call')} as calls, ${of(sql`listing_leads`, 'whatsapp')} as whatsapp`;
};

/** A listing in its owner's dashboard: the managed card and how people reached out about it. */
export type OwnedCardRow = ManagedCardRow & { reach: { inquiries: number; saves: number; calls: number; whatsapp: number } };
const toOwnedCardRow = (r: Raw): OwnedCardRow => ({
  ...toManagedCardRow(r),
  reach: {
    inquiries: Number(r.reach_inquiries),
    saves: Number(r.reach_saves),
    calls: Number(r.reach_calls),
    whatsapp: Number(r.reach_whatsapp),
  },
});

export function createListingsRepository(db: Db) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;

  /**
   * One page of `from` (a FROM clause ending in its WHERE) in `order`, where `seek` says (decision
   * 034), as card rows; `extra` adds columns. One row more than the page is read to know whether more
   * follow; a page before a cursor is read backwards and shown in order. Unless `from` matches words
   * (whose plan depends on the words), the statement is a prepared one (decision 049): its limit is in
   * its text, and an offset only when there is one, so PostgreSQL's generic plan is the one it would
   * make for these values. A numbered page's offset stays a parameter (one text for every page), under
   * a walk whose length is in the text (as far as numbered pages reach): knowing the walk is short, the
   * generic plan costs what a custom one does, and PostgreSQL keeps it instead of planning every page.
   */
  async function keysetCards(
    from: SQL,
    order: KeyOrder,
    limit: number,
    seek: Seek,
    { extra = sql``, matchesWords = false }: { extra?: SQL; matchesWords?: boolean } = {},
  ): Promise<{ rows: Raw[]; before: SortKey | null; after: SortKey | null }> {
    const backwards = 'before' in seek;
    const offset = 'offset' in seek ? seek.offset : 0;
    const rowsInOrder = sql`from ${from} and ${seekWhere(order, seek)} order by ${orderBy(order, backwards)}`;
    const query = cardsQuery(
      offset
        ? sql`select p.id, p.sort_key from (
              select p.id, ${order.key} as sort_key, ${order.column} ${rowsInOrder} limit ${sqlInteger(Math.max(NUMBERED_ROWS, offset) + limit + 1)}
            ) p order by ${orderBy(order, backwards)} limit ${sqlInteger(limit + 1)} offset ${offset}`
        : sql`select p.id, ${order.key} as sort_key ${rowsInOrder} limit ${sqlInteger(limit + 1)}`,
      orderBy(order),
      sql`x.sort_key, ${extra}`,
    );
    const page = matchesWords ? await rows(query) : await preparedRows(db, query);
    const more = page.length > limit;
    const shown = !more ? page : backwards ? page.slice(1) : page.slice(0, limit);
    const key = (r: Raw | undefined): SortKey | null => (r ? [String(r.sort_key), Number(r.id)] : null);
    // Rows lie before a page read forwards from a cursor or an offset, and after one read backwards.
    const rowsBefore = backwards ? more : 'after' in seek || offset > 0;
    const rowsAfter = backwards || more;
    return { rows: shown, before: rowsBefore ? key(shown[0]) : null, after: rowsAfter ? key(shown.at(-1)) : null };
  }

  /**
   * keysetCards and how many rows `from` has, counting no further than COUNT_LIMIT (decision 034), in
   * one statement: the count is an uncorrelated subquery of the page's select, which PostgreSQL runs
   * once (an InitPlan) and returns on every row. Only a page with no row (a cursor past the end) asks
   * for the count alone.
   */
  async function countedKeysetCards(
    from: SQL,
    order: KeyOrder,
    limit: number,
    seek: Seek,
    { extra = sql``, matchesWords = false }: { extra?: SQL; matchesWords?: boolean } = {},
  ): Promise<Omit<KeysetPage<Raw>, 'offset'>> {
    const counting = countUpTo(from, COUNT_LIMIT);
    const page = await keysetCards(from, order, limit, seek, { extra: sql`(${counting}) as bounded_count, ${extra}`, matchesWords });
    const n = Number(page.rows.length ? page.rows[0]!.bounded_count : (await rows(counting))[0]?.n);
    return { ...page, ...cappedAt(n, COUNT_LIMIT) };
  }

  /** The search text for a listing in `cityId` (for creating or editing a listing). */
  async function searchTextFor(fields: SearchableFields, cityId: number): Promise<string> {
    const [city] = await db
      .select({ nameAr: cities.nameAr, nameEn: cities.nameEn, governorateAr: cities.governorateAr, governorateEn: cities.governorateEn })
      .from(cities)
      .where(eq(cities.id, cityId))
      .limit(1);
    if (!city) throw new Error(`City ${cityId} does not exist`);
    return listingSearchText(fields, city);
  }

  /** Up to `n` ids matching `where` with the price closest to `price` (US dollars): two short walks of the price index. */
  async function nearestByPrice(where: SQL, price: number, n: number): Promise<number[]> {
    const [up, down] = await Promise.all([
      rows(
        sql`select p.id, p.price_usd::float8 as price from properties p where ${where} and p.price_usd >= ${price} order by p.price_usd, p.id limit ${n}`,
      ),
      rows(
        sql`select p.id, p.price_usd::float8 as price from properties p where ${where} and p.price_usd < ${price} order by p.price_usd desc, p.id desc limit ${n}`,
      ),
    ]);
    return [...up, ...down]
      .sort((a, b) => Math.abs(Number(a.price) - price) - Math.abs(Number(b.price) - price))
      .slice(0, n)
      .map((r) => Number(r.id));
  }

  /** The newest SEARCH_WALK listings `filtered` holds, with the columns a search matches and ranks on. */
  const newestToWalk = (filtered: SQL) =>
    sql`select p.id, p.created_at, p.search_vector, p.search_title, p.search_text from properties p where ${filtered}
      order by ${orderBy(NEWEST)} limit ${sqlInteger(SEARCH_WALK)}`;
  /** Whether `filtered` holds more listings than a search walks through (SEARCH_WALK). */
  async function outgrowsTheWalk(filtered: SQL): Promise<boolean> {
    const [listed] = await rows(countUpTo(sql`properties p where ${filtered}`, SEARCH_WALK));
    return Number(listed?.n) > SEARCH_WALK;
  }
  /**
   * Every listing `filtered` holds that `match`es, materialized so that PostgreSQL reads them through the
   * text indexes instead of walking an ordered index for them (which for a rare word reads everything).
   */
  const allMatches = (filtered: SQL, match: SQL) =>
    sql`with matches as materialized (select * from properties p where ${filtered} and ${match}) select * from matches`;
  /**
   * Where the listings of `filtered` that `match` a search are read from, as a `from` clause (alias p):
   * the table itself, walked in whatever order the statement asks, when the newest SEARCH_WALK listings
   * hold `wanted` matches (a common word fills a page quickly that way); otherwise, when more listings
   * exist, every match, read through the text indexes (decision 035).
   */
  async function searchedFrom(filtered: SQL, match: SQL, wanted: number): Promise<SQL> {
    const [walk] = await rows(sql`select count(*)::int as n from (
      select 1 from (${newestToWalk(filtered)}) p where ${match} limit ${sqlInteger(wanted)}) m`);
    return Number(walk?.n) < wanted && (await outgrowsTheWalk(filtered))
      ? sql`(${allMatches(filtered, match)}) p where true`
      : sql`properties p where ${filtered} and ${match}`;
  }

  /** listPublic's query, with or without misspellings (FUZZY_BELOW). */
  async function listPublicMatching(
    filters: ListingFilterValues,
    ordering: KeyOrdering | 'relevance',
    limit: number,
    seek: Seek,
    fuzzy: boolean,
  ): Promise<KeysetPage<CardRow>> {
    const filtered = publicWhere({ ...filters, search: undefined });
    const search = searchMatch(filters.search ?? '', fuzzy);
    if (ordering !== 'relevance' || !search) {
      const order = KEY_ORDERS[ordering === 'relevance' ? '-created_at' : ordering];
      const from = search ? await searchedFrom(filtered, search.where, SEARCH_CANDIDATES) : sql`properties p where ${filtered}`;
      const page = await countedKeysetCards(from, order, limit, seek, { matchesWords: search !== undefined });
      return { ...page, rows: page.rows.map(toCardRow) };
    }
    // Ranking reads only the bounded candidate set: its score is computed on the outer level, after
    // the candidates' limit (the subquery is named p so the score's columns resolve).
    const offset = 'offset' in seek ? seek.offset : 0;
    // `prepared` when the candidates' plan is fixed by how they are written, whatever the words (decision 049).
    const ranked = async (candidates: SQL, prepared: boolean) => {
      const page = await (prepared ? (q: SQL) => preparedRows(db, q) : rows)(
        cardsQuery(
          sql`select p.id, ${search.score} as score, count(*) over () as total from (${candidates}) p
            order by score desc, p.created_at desc, p.id desc limit ${limit + 1} offset ${offset}`,
          sql`x.score desc, p.created_at desc, p.id desc`,
          sql`x.total, `,
        ),
      );
      const total = page.length
        ? Number(page[0]!.total)
        : Number((await rows(sql`select count(*)::int as n from (${candidates}) c`))[0]?.n ?? 0);
      return { page, total };
    };
    // The newest SEARCH_CANDIDATES matches, found the way that stays cheap for the word: among the
    // newest SEARCH_WALK listings one by one (enough for a common word), else, when those hold too
    // few and more listings exist, from all matches.
    const newest = sql`order by ${orderBy(NEWEST)} limit ${sqlInteger(SEARCH_CANDIDATES)}`;
    let { page, total } = await ranked(sql`select * from (${newestToWalk(filtered)}) p where ${search.where} ${newest}`, true);
    if (total < SEARCH_CANDIDATES && (await outgrowsTheWalk(filtered)))
      ({ page, total } = await ranked(sql`select * from (${allMatches(filtered, search.where)}) p ${newest}`, false));
    return {
      rows: page.slice(0, limit).map(toCardRow),
      count: total,
      countCapped: total >= SEARCH_CANDIDATES,
      before: null,
      after: null,
      offset: { at: offset, more: page.length > limit },
    };
  }

  return {
    /**
     * One page of active listings matching the filters, and how many match (up to COUNT_LIMIT). By
     * `relevance` when searching (decision 035): the newest SEARCH_CANDIDATES matches, best first, paged
     * by offset among them (and counted among them); otherwise by a key order, paged by cursor.
     */
    async listPublic(
      filters: ListingFilterValues,
      ordering: KeyOrdering | 'relevance',
      limit: number,
      seek: Seek,
    ): Promise<KeysetPage<CardRow>> {
      const exact = await listPublicMatching(filters, ordering, limit, seek, false);
      if (!searchWords(filters.search).length || exact.count >= FUZZY_BELOW) return exact;
      return listPublicMatching(filters, ordering, limit, seek, true);
    },

    /** An owner's public listings, newest first (their public page, decision 041), one page, counted up to COUNT_LIMIT. */
    async listOwnerPublic(ownerId: number, limit: number, seek: Seek): Promise<KeysetPage<CardRow>> {
      const from = sql`properties p where p.owner_id = ${ownerId} and ${IS_PUBLIC}`;
      const page = await countedKeysetCards(from, NEWEST, limit, seek);
      return { ...page, rows: page.rows.map(toCardRow) };
    },

    /** A user's saved listings that are still public, most recently saved first. */
    async listFavorites(userId: number, limit: number, offset: number): Promise<{ rows: CardRow[]; count: number }> {
      const from = sql`properties p join favorites f on f.property_id = p.id and f.user_id = ${userId} where ${IS_PUBLIC}`;
      const order = sql`x.favorited_at desc, p.id desc`;
      const [page, total] = await Promise.all([
        rows(
          cardsQuery(
            sql`select p.id, f.created_at as favorited_at from ${from} order by f.created_at desc, p.id desc limit ${limit} offset ${offset}`,
            order,
          ),
        ),
        rows(sql`select count(*)::int as n from ${from}`),
      ]);
      return { rows: page.map(toCardRow), count: Number(total[0]?.n ?? 0) };
    },

    /**
     * Active listings like `base`, of the same purpose: first the same city (same type first, then
     * the closest price), then the same type elsewhere, then anything, by closest price. Each step
     * walks an index (the city's listings, or the price index up and down from `base.priceUsd`), so
     * the cost does not grow with the whole catalogue.
     */
    async similar(
      base: { id: number; purpose: string; cityId: number; type: string; priceUsd: number },
      limit: number,
    ): Promise<CardRow[]> {
      const same = sql`${IS_PUBLIC} and p.purpose = ${base.purpose} and p.id <> ${base.id}`;
      const ids = (
        await rows(sql`select p.id from properties p where ${same} and p.city_id = ${base.cityId}
          order by (p.type = ${base.type}) desc, abs(p.price_usd - ${base.priceUsd}), p.id desc limit ${limit}`)
      ).map((r) => Number(r.id));
      const notIn = () =>
        ids.length
          ? sql` and p.id not in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``;
      if (ids.length < limit)
        ids.push(...(await nearestByPrice(sql`${same} and p.type = ${base.type}${notIn()}`, base.priceUsd, limit - ids.length)));
      if (ids.length < limit) ids.push(...(await nearestByPrice(sql`${same}${notIn()}`, base.priceUsd, limit - ids.length)));
      if (!ids.length) return [];
      const picked = sql.join(
        ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
        sql`, `,
      );
      return (await rows(cardsQuery(sql`select * from (values ${picked}) as v(id, rank)`, sql`x.rank`))).map(toCardRow);
    },
    /** Any listing by id (whatever its status), with its media and whether `viewerId` saved it. */
    async findDetail(id: number, viewerId: number | null): Promise<DetailRow | undefined> {
      const [r] = await preparedRows(
        db,
        sql`
        select p.id, p.title_ar, p.title_en, p.description_ar, p.description_en, p.type, p.purpose, p.price::float8 as price, p.currency, p.price_usd::float8 as price_usd, p.area::float8 as area,
          p.beds, p.baths, p.floors, p.village, p.address, p.postal_code, p.amenities, p.status, p.rejection_reason,
          p.views_count, p.created_at, p.updated_at, p.owner_id, u.name as owner_name, u.provider_type as owner_provider_type,
          case when u.show_phone then u.phone end as owner_phone,
          p.latitude, p.longitude, c.latitude as city_latitude, c.longitude as city_longitude,
          c.id as city_id, c.name_ar as city_name_ar, c.name_en as city_name_en,
          co.id as country_id, co.name_ar as country_name_ar, co.name_en as country_name_en,
          coalesce((
            select json_agg(json_build_object('id', m.id, 'media_type', m.media_type, 'key', m.storage_key, 'widths', m.widths,
                'width', m.width, 'height', m.height) order by m.position, m.id)
            from property_media m where m.property_id = p.id
          ), '[]'::json) as media,
          ${viewerId === null ? sql`false` : sql`exists (select 1 from favorites f where f.user_id = ${viewerId} and f.property_id = p.id)`} as is_favorite,
          (select row_to_json(lc) from listing_changes lc where lc.property_id = p.id) as held
        from properties p
        join cities c on c.id = p.city_id
        join countries co on co.id = p.country_id
        join users u on u.id = p.owner_id
        where p.id = ${id}`,
      );
      if (!r) return undefined;
      const media = toJson<
        { id: number; media_type: 'image' | 'video'; key: string; widths: number[]; width: number | null; height: number | null }[]
      >(r.media);
      return {
        ...toCardRow({ ...r, images: '[]' }),
        descriptionAr: String(r.description_ar),
        descriptionEn: String(r.description_en),
        amenities: (r.amenities as string[] | null) ?? [],
        postalCode: (r.postal_code as string | null) ?? null,
        ownerId: Number(r.owner_id),
        ownerName: String(r.owner_name),
        ownerProviderType: (r.owner_provider_type as DetailRow['ownerProviderType']) ?? null,
        ownerPhone: (r.owner_phone as string | null) ?? null,
        rejectionReason: (r.rejection_reason as string | null) ?? null,
        updatedAt: toDate(r.updated_at),
        cityId: Number(r.city_id),
        media: media.map((m) => ({
          id: m.id,
          mediaType: m.media_type,
          key: m.key,
          widths: m.widths ?? [],
          width: m.width,
          height: m.height,
        })),
        isFavorite: r.is_favorite === true,
        location: locationOf(r),
        held: heldOf(r.held),
      };
    },

    /**
     * The map view's pins: up to `limit` public listings with a pin matching the filters, newest first,
     * and how many match, counted no further than `countLimit` (a search's, no further than `limit`:
     * counting more would read every match). The pins' ids and order come from the location index
     * alone (it holds the order's columns); a search finds its matches as the list does, walking the
     * newest listings when at least one in MAP_WALK_EVERY matches.
     */
    async mapPoints(
      filters: ListingFilterValues,
      limit: number,
      countLimit: number,
    ): Promise<{ rows: PointRow[]; count: number; countCapped: boolean }> {
      const filtered = sql`${publicWhere({ ...filters, search: undefined })} and p.latitude is not null`;
      const search = searchMatch(filters.search ?? '');
      const from = search ? await searchedFrom(filtered, search.where, SEARCH_WALK / MAP_WALK_EVERY) : sql`properties p where ${filtered}`;
      const [points, total] = await Promise.all([
        rows(sql`
          select p.id, p.latitude, p.longitude, p.title_ar, p.title_en, p.type, p.price::float8 as price, p.currency, p.price_usd::float8 as price_usd
          from (select p.id, p.created_at from ${from} order by ${orderBy(NEWEST)} limit ${sqlInteger(search ? limit + 1 : limit)}) x
          join properties p on p.id = x.id
          order by x.created_at desc, x.id desc`),
        search ? [] : rows(countUpTo(from, countLimit)),
      ]);
      return {
        ...(search ? cappedAt(points.length, limit) : cappedAt(Number(total[0]?.n ?? 0), countLimit)),
        rows: points.slice(0, limit).map((r) => ({
          id: Number(r.id),
          latitude: Number(r.latitude),
          longitude: Number(r.longitude),
          titleAr: String(r.title_ar),
          titleEn: String(r.title_en),
          type: r.type as CardRow['type'],
          price: Number(r.price),
          currency: r.currency as Currency,
          priceUsd: Number(r.price_usd),
        })),
      };
    },

    /**
     * Counts a view once per visitor per listing per day: the insert is a no-op when this visitor
     * was already counted today. Returns the new count, or null when the view was not new.
     */
    async recordView(propertyId: number, visitorKey: string, day: string): Promise<number | null> {
      const [r] = await rows(sql`
        with seen as (
          insert into property_views (property_id, visitor_key, day) values (${propertyId}, ${visitorKey}, ${day})
          on conflict do nothing returning 1
        )
        update properties set views_count = views_count + 1
        where id = ${propertyId} and exists (select 1 from seen)
        returning views_count`);
      return r ? Number(r.views_count) : null;
    },

    /** Status and owner of a listing, and whether its page offers the owner's phone (decision 039). */
    async findContact(id: number): Promise<{ status: PropertyStatus; ownerId: number; phoneShown: boolean } | undefined> {
      const [r] = await rows(sql`
        select p.status, p.owner_id, (u.show_phone and coalesce(u.phone, '') <> '') as phone_shown
        from properties p join users u on u.id = p.owner_id where p.id = ${id}`);
      return r ? { status: r.status as PropertyStatus, ownerId: Number(r.owner_id), phoneShown: r.phone_shown === true } : undefined;
    },

    /** Status, owner and purpose of a listing, for permission checks and status changes. */
    async findAccess(id: number): Promise<{ status: PropertyStatus; ownerId: number; purpose: CardRow['purpose'] } | undefined> {
      const [r] = await db
        .select({ status: properties.status, ownerId: properties.ownerId, purpose: properties.purpose })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1);
      return r;
    },

    /**
     * Inserts a listing in the status its submission gives it (search text computed here) and its
     * media rows, in one transaction: the listing is saved with all its media or not at all;
     * `alongside` runs in it (the photos' variants jobs are queued there). Returns the new id.
     */
    async insert(
      values: ListingValues,
      status: StatusChange,
      media: NewMedia[] = [],
      alongside?: (tx: Tx) => Promise<void>,
    ): Promise<number> {
      // Read before the transaction: PGlite has one connection, so a query outside it would wait forever.
      const searchText = await searchTextFor(values, values.cityId);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({
            ...values,
            ...statusColumns(status),
            priceUsd: priceInUsd(values.price, values.currency ?? BASE_CURRENCY),
            searchText,
            searchTitle: listingSearchTitle(values),
          })
          .returning({ id: properties.id });
        const id = row!.id;
        if (media.length) await tx.insert(propertyMedia).values(media.map((m, i) => ({ position: i, ...m, propertyId: id })));
        await alongside?.(tx);
        return id;
      });
    },

    /** Its media rows' side of the media pipeline (keys, photo variants). */
    ...mediaRecords(db, propertyMedia),

    /** The country a city is in; undefined for an unknown city. */
    async countryOfCity(cityId: number): Promise<number | undefined> {
      const [city] = await db.select({ countryId: cities.countryId }).from(cities).where(eq(cities.id, cityId)).limit(1);
      return city?.countryId;
    },

    /** A listing's stored media, in order (for edits and deletion). */
    async media(
      propertyId: number,
    ): Promise<{ id: number; mediaType: 'image' | 'video'; storageKey: string; widths: number[]; position: number }[]> {
      return db
        .select({
          id: propertyMedia.id,
          mediaType: propertyMedia.mediaType,
          storageKey: propertyMedia.storageKey,
          widths: propertyMedia.widths,
          position: propertyMedia.position,
        })
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, propertyId))
        .orderBy(propertyMedia.position, propertyMedia.id);
    },

    /**
     * Changes a listing: its fields (search text recomputed when a searched field changes), the status
     * change the edit makes (if any), removed media rows, kept ones moved and new ones at their
     * positions (listing-media.ts). One transaction, in which `alongside` runs too (the new photos'
     * variants jobs are queued there).
     */
    async update(
      id: number,
      values: ListingEdit,
      status: StatusChange | null,
      change: { removeMediaIds: number[]; moves: MediaMove[]; add: NewMedia[] },
      alongside?: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      // Read before the transaction: PGlite has one connection, so a query outside it would wait forever.
      const [current] = await db.select().from(properties).where(eq(properties.id, id));
      if (!current) return;
      const merged = { ...current, ...values };
      const searchText = await searchTextFor(merged, merged.cityId);
      await db.transaction(async (tx) => {
        await tx
          .update(properties)
          .set({
            ...values,
            ...(status && statusColumns(status)),
            ...((values.price !== undefined || values.currency !== undefined) && { priceUsd: priceInUsd(merged.price, merged.currency) }),
            searchText,
            searchTitle: listingSearchTitle(merged),
            updatedAt: new Date(),
          })
          .where(eq(properties.id, id));
        if (change.removeMediaIds.length) {
          await tx.delete(propertyMedia).where(and(eq(propertyMedia.propertyId, id), inArray(propertyMedia.id, change.removeMediaIds)));
        }
        await moveMedia(tx, id, change.moves);
        if (change.add.length) await tx.insert(propertyMedia).values(change.add.map((m) => ({ ...m, propertyId: id })));
        await alongside?.(tx);
      });
    },

    /**
     * Moves a live listing's photos (decision 046: a new order of published photos applies at once,
     * the listing stays public); `alongside` in the same transaction (the edit's held changes).
     */
    async reorderMedia(id: number, moves: MediaMove[], alongside: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        if (moves.length) {
          await moveMedia(tx, id, moves);
          await tx.update(properties).set({ updatedAt: new Date() }).where(eq(properties.id, id));
        }
        await alongside(tx);
      });
    },

    /** The listing's held changes, if any. */
    async heldChanges(id: number, tx: Db | Tx = db): Promise<HeldChanges | undefined> {
      const [row] = await tx.select().from(listingChanges).where(eq(listingChanges.propertyId, id));
      return row;
    },

    /** A listing's columns as published (what held changes are compared with). */
    async published(id: number): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select().from(properties).where(eq(properties.id, id));
      return row;
    },

    /**
     * Holds an edit of a live listing for review (its changes after the edit: listing-edit.ts), waiting
     * again even if refused before; none left (every field back to its published value) forgets them.
     * The published listing is not touched.
     */
    async holdChanges(id: number, changes: Record<string, unknown>, tx: Db | Tx = db): Promise<void> {
      if (!Object.keys(changes).length) {
        await tx.delete(listingChanges).where(eq(listingChanges.propertyId, id));
        return;
      }
      await tx
        .insert(listingChanges)
        .values({ propertyId: id, changes })
        .onConflictDoUpdate({
          target: listingChanges.propertyId,
          set: { changes, status: 'pending', rejectionReason: null, submittedAt: new Date() },
        });
    },

    /** Forgets a listing's held changes (applied, or replaced by an edit applied at once). */
    async dropChanges(id: number, tx: Db | Tx = db): Promise<void> {
      await tx.delete(listingChanges).where(eq(listingChanges.propertyId, id));
    },

    /** Refuses a listing's waiting changes with a reason its owner sees; `alongside` in the same transaction. */
    async refuseChanges(id: number, reason: string, alongside: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const refused = await tx
          .update(listingChanges)
          .set({ status: 'rejected', rejectionReason: reason })
          .where(and(eq(listingChanges.propertyId, id), eq(listingChanges.status, 'pending')))
          .returning({ id: listingChanges.propertyId });
        if (refused.length) await alongside(tx);
        return refused.length > 0;
      });
    },

    /** The names of cities, by id (for showing a changed city). */
    async cityNames(ids: number[]) {
      if (!ids.length) return [];
      return db.select({ id: cities.id, name_ar: cities.nameAr, name_en: cities.nameEn }).from(cities).where(inArray(cities.id, ids));
    },

    /** Changes waiting for review, oldest first (at most `limit`), with each listing as published, and how many wait. */
    async waitingChanges(limit: number) {
      const [waiting, [total]] = await Promise.all([
        db
          .select({ held: listingChanges, listing: properties })
          .from(listingChanges)
          .innerJoin(properties, eq(properties.id, listingChanges.propertyId))
          .where(eq(listingChanges.status, 'pending'))
          .orderBy(listingChanges.submittedAt, listingChanges.propertyId)
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(listingChanges)
          .where(eq(listingChanges.status, 'pending')),
      ]);
      return { waiting, count: Number(total?.n ?? 0) };
    },

    /**
     * Writes a status change; `alongside` runs in the same transaction (the audit entry of a staff
     * decision), so both are stored or neither.
     */
    async applyStatus(id: number, change: StatusChange, alongside?: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(properties)
          .set({ ...statusColumns(change), updatedAt: new Date() })
          .where(eq(properties.id, id));
        await alongside?.(tx);
      });
    },

    /** Deletes a listing (its media, views, inquiries and favourites go with it). */
    async remove(id: number): Promise<void> {
      await db.delete(properties).where(eq(properties.id, id));
    },

    /** An owner's listings in every status (newest first), one page, with counts over all of them. */
    async listMine(
      ownerId: number,
      status: PropertyStatus | undefined,
      limit: number,
      seek: Seek,
    ): Promise<KeysetPage<OwnedCardRow> & { counts: Record<string, number> }> {
      const where = status ? sql`p.owner_id = ${ownerId} and p.status = ${status}` : sql`p.owner_id = ${ownerId}`;
      const [page, totals, reach] = await Promise.all([
        keysetCards(sql`properties p where ${where}`, NEWEST, limit, seek, { extra: sql`${MANAGED_COLUMNS}${REACH_COLUMNS}, ` }),
        rows(
          sql`select status, count(*)::int as n, coalesce(sum(views_count), 0)::int as views from properties where owner_id = ${ownerId} group by status`,
        ),
        rows(reachTotals(ownerId)),
      ]);
      const counts: Record<string, number> = { all: 0, total_views: 0 };
      for (const t of totals) {
        counts[String(t.status)] = Number(t.n);
        counts.all! += Number(t.n);
        counts.total_views! += Number(t.views);
      }
      for (const [key, value] of Object.entries(reach[0] ?? {})) counts[`total_${key}`] = Number(value ?? 0);
      // One owner's listings are few: their count is exact.
      const count = status ? (counts[status] ?? 0) : counts.all!;
      return { ...page, rows: page.rows.map(toOwnedCardRow), count, countCapped: false, counts };
    },

    /**
     * Every listing for staff (newest first), by status and searched as the public search does (its
     * search text: title, description, address, places) or by its owner's name and e-mail, with its owner.
     */
    async listForStaff(opts: { status?: PropertyStatus; search?: string; limit: number; seek: Seek }): Promise<KeysetPage<StaffCardRow>> {
      const where: SQL[] = [];
      if (opts.status) where.push(sql`p.status = ${opts.status}`);
      const search = matchesEveryWord(sql`(p.search_text || ' ' || u.search_text)`, opts.search);
      if (search) where.push(search);
      const cond = where.length ? sql.join(where, sql` and `) : sql`true`;
      const from = sql`properties p join users u on u.id = p.owner_id where ${cond}`;
      const page = await countedKeysetCards(from, NEWEST, opts.limit, opts.seek, {
        extra: sql`${MANAGED_COLUMNS}p.published_at,
            (select json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'email_verified', u.email_verified_at is not null)
              from users u where u.id = p.owner_id) as owner, `,
        matchesWords: search !== undefined,
      });
      return {
        ...page,
        rows: page.rows.map((r) => ({
          ...toManagedCardRow(r),
          owner: toJson<StaffCardRow['owner']>(r.owner),
          publishedAt: r.published_at === null ? null : toDate(r.published_at),
        })),
      };
    },

    /** What a staff decision on a listing (and a message about it) needs: status, purpose, title, refusal reason, owner. */
    async findForDecision(id: number) {
      const [row] = await db
        .select({
          id: properties.id,
          ownerId: properties.ownerId,
          status: properties.status,
          purpose: properties.purpose,
          titleAr: properties.titleAr,
          titleEn: properties.titleEn,
          rejectionReason: properties.rejectionReason,
        })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1);
      return row;
    },

    /**
     * After a city is renamed or moved to another country, in the city's own transaction: its listings
     * follow it (their country, and the city and governorate names in their search text).
     */
    async followCity(cityId: number, tx: Tx): Promise<void> {
      const [city] = await tx
        .select({
          countryId: cities.countryId,
          nameAr: cities.nameAr,
          nameEn: cities.nameEn,
          governorateAr: cities.governorateAr,
          governorateEn: cities.governorateEn,
        })
        .from(cities)
        .where(eq(cities.id, cityId));
      if (!city) return;
      const listings = await tx
        .select({
          id: properties.id,
          titleAr: properties.titleAr,
          titleEn: properties.titleEn,
          descriptionAr: properties.descriptionAr,
          descriptionEn: properties.descriptionEn,
          address: properties.address,
          village: properties.village,
        })
        .from(properties)
        .where(eq(properties.cityId, cityId));
      for (const listing of listings)
        await tx
          .update(properties)
          .set({ countryId: city.countryId, searchText: listingSearchText(listing, city) })
          .where(eq(properties.id, listing.id));
    },

    /**
     * After staff set `currency`'s rate (decision 040): the next `limit` listings priced in it after id
     * `afterId` get their price in US dollars at the current rate, each batch its own short statement so
     * edits of other listings never wait for the whole currency. Returns the batch's last id (null when
     * there were none left) and how many prices changed; a batch run again changes nothing.
     */
    async repriceBatch(currency: Currency, afterId: number, limit: number): Promise<{ lastId: number | null; changed: number }> {
      const [r] = await rows(sql`
        with batch as (
          select id from properties where currency = ${currency} and id > ${afterId} order by id limit ${limit}
        ), changed as (
          update properties p set price_usd = round(p.price / r.per_usd, 2)
          from batch b, exchange_rates r
          where p.id = b.id and r.currency = p.currency and p.price_usd is distinct from round(p.price / r.per_usd, 2)
          returning 1
        ) select (select max(id) from batch) as last_id, (select count(*) from changed)::int as changed`);
      return { lastId: r?.last_id == null ? null : Number(r.last_id), changed: Number(r?.changed ?? 0) };
    },

    /** How many public listings match `filters` (a saved search's count), counting no further than COUNT_LIMIT (decision 034). */
    async countPublic(filters: ListingFilterValues): Promise<{ count: number; countCapped: boolean }> {
      const [r] = await rows(countUpTo(sql`properties p where ${publicWhere(filters)}`, COUNT_LIMIT));
      return cappedAt(Number(r?.n ?? 0), COUNT_LIMIT);
    },

    /** What matching a public listing against saved searches needs (decision 038); undefined unless it is public. */
    async alertFacts(id: number) {
      const [r] = await rows(
        sql`select p.id, p.owner_id, p.title_ar, p.title_en, p.purpose, p.type, p.city_id, p.price::float8 as price, p.currency,
          p.price_usd::float8 as price_usd, p.area::float8 as area, p.beds, p.baths, p.search_text,
          (select json_object_agg(r.currency, round(p.price_usd * r.per_usd, 2)) from exchange_rates r) as prices
          from properties p where p.id = ${id} and ${IS_PUBLIC}`,
      );
      if (!r) return undefined;
      return {
        id: Number(r.id),
        ownerId: Number(r.owner_id),
        titles: { title_ar: String(r.title_ar), title_en: String(r.title_en) },
        price: Number(r.price),
        currency: r.currency as Currency,
        /** Its price in each currency at the current rates: what a saved search's bounds in that currency compare with (decision 040). */
        prices: toJson<Record<Currency, number>>(r.prices),
        searchText: String(r.search_text),
        /** Each filter column's value (filters.ts FilterColumn). */
        columns: {
          purpose: r.purpose as string,
          type: r.type as string,
          city_id: Number(r.city_id),
          price: Number(r.price_usd),
          area: Number(r.area),
          beds: r.beds === null ? null : Number(r.beds),
          baths: r.baths === null ? null : Number(r.baths),
        } satisfies Record<FilterColumn, string | number | null>,
      };
    },

    /** Titles and price of the listings among `ids` that are still public (a digest's lines). */
    async alertItems(ids: number[]): Promise<{ id: number; titles: ListingTitles; price: number; currency: Currency }[]> {
      if (!ids.length) return [];
      const found = await rows(
        sql`select p.id, p.title_ar, p.title_en, p.price::float8 as price, p.currency from properties p
          where p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${IS_PUBLIC} order by p.id`,
      );
      return found.map((r) => ({
        id: Number(r.id),
        titles: { title_ar: String(r.title_ar), title_en: String(r.title_en) },
        price: Number(r.price),
        currency: r.currency as Currency,
      }));
    },

    /** The highest listing id so far (the sitemap's files are id ranges); 0 when there are none. */
    async lastId(): Promise<number> {
      const [r] = await rows(sql`select coalesce(max(id), 0)::int as n from properties`);
      return Number(r?.n ?? 0);
    },

    /**
     * Public listings with ids from `first` to `last`, in id order, with their last change: a range
     * of the primary key, so a sitemap file costs the same wherever it lies (decision 034).
     */
    async publicIdRange(first: number, last: number): Promise<{ id: number; updatedAt: Date }[]> {
      const page = await rows(
        sql`select p.id, p.updated_at from properties p where p.id between ${first} and ${last} and ${IS_PUBLIC} order by p.id`,
      );
      return page.map((r) => ({ id: Number(r.id), updatedAt: toDate(r.updated_at) }));
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
