import { BASE_CURRENCY, LISTING_FILTERS, type Bounds, type FilterColumn, type KeyOrdering, type ListingFilterValues } from '@manara/shared';
import { sql, type SQL } from 'drizzle-orm';
import { COUNT_LIMIT, NUMBERED_ROWS, type KeysetPage, type Seek, type SortKey } from '../../../http/paging';
import { preparedRows, sqlInteger, type Db } from '../../../db/client';
import { escapeLike, matchesEveryWord, searchWords, tsPrefixQuery } from '../../../lib/search';
import { shownSelect, type Raw } from './listing-rows';
import { rateOf } from './price-usd';
import { TITLE_SEPARATOR } from './search-text';

/**
 * The pieces the listings repositories build their reads from: orders and cursors, filters and
 * search, bounded counts, card pages. Only SQL text here; `listingPages` runs the pages.
 */

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
export interface KeyOrder {
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
export const NEWEST: KeyOrder = {
  column: sql`p.created_at`,
  desc: true,
  indexedDesc: true,
  key: sql`(extract(epoch from p.created_at) * 1000000)::bigint::text`,
  value: (v) => sql`(timestamptz 'epoch' + ${v}::float8 * interval '1 microsecond')`,
};
export const KEY_ORDERS: Record<KeyOrdering, KeyOrder> = {
  '-created_at': NEWEST,
  // Every currency sorts together by its price in US dollars (decision 040).
  price: decimalKey(sql`p.price_usd`, false),
  '-price': decimalKey(sql`p.price_usd`, true),
  area: decimalKey(sql`p.area`, false),
  '-area': decimalKey(sql`p.area`, true),
  // Decision 060: the latest price cut first (never cut: the epoch, so last), and the price per m².
  '-price_cut_at': {
    column: sql`p.price_cut_at`,
    desc: true,
    indexedDesc: true,
    key: sql`(extract(epoch from p.price_cut_at) * 1000000)::bigint::text`,
    value: (v) => sql`(timestamptz 'epoch' + ${v}::float8 * interval '1 microsecond')`,
  },
  price_per_m2: decimalKey(sql`p.price_per_m2_usd`, false),
};

/** A card's last price cut (decision 060), as listing-rows.ts's toCardRow reads it. */
export const PRICE_CUT_SELECT = sql`p.price_cut_at, p.price_cut_percent::float8 as price_cut_percent`;
/** A listing's published price changes, oldest first, as JSON (listing-rows.ts PriceChangeRow); null when none. */
export const PRICE_HISTORY_SELECT = sql`(select json_agg(json_build_object('old_price', pc.old_price::float8, 'old_currency', pc.old_currency,
    'new_price', pc.new_price::float8, 'currency', pc.currency, 'changed_at', pc.changed_at) order by pc.changed_at, pc.id)
  from price_changes pc where pc.property_id = p.id)`;

/** `order by` for a key order, or its reverse (a page read backwards from a cursor). */
export function orderBy(o: KeyOrder, reverse = false): SQL {
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
export const MAP_WALK_EVERY = 100;

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
export const countUpTo = (from: SQL, limit: number) =>
  sql`select count(*)::int as n from (select 1 from ${from} limit ${sqlInteger(limit + 1)}) c`;
/** A count made by countUpTo as the API shows it: `limit` and capped when there were more. */
export const cappedAt = (n: number, limit: number) => ({ count: Math.min(n, limit), countCapped: n > limit });

/** A public listing (listing-policy.ts's `isPublic`), in SQL. */
export const IS_PUBLIC = sql`p.status = 'active'`;

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
export function publicWhere(values: ListingFilterValues, fuzzy = false): SQL {
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
export function searchMatch(query: string, fuzzy = false): { where: SQL; score: SQL } | undefined {
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
export function cardsQuery(inner: SQL, order: SQL, extra: SQL = sql``): SQL {
  return sql`
    select ${extra}p.id, ${shownSelect('card')}, p.price_usd::float8 as price_usd, p.status, p.created_at, p.views_count,
      ${PRICE_CUT_SELECT},
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

/** Card pages read from `db` (decisions 034, 048, 049). */
export function listingPages(db: Db) {
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

  return { rows, keysetCards, countedKeysetCards };
}
