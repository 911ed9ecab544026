import { type Currency, type KeyOrdering, type ListingFilterValues, type PropertyStatus } from '@manara/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { KeysetPage, Seek } from '../../../http/paging';
import { preparedRows, sqlInteger, type Db } from '../../../db/client';
import { searchWords } from '../../../lib/search';
import {
  cappedAt,
  cardsQuery,
  countUpTo,
  FUZZY_BELOW,
  IS_PUBLIC,
  KEY_ORDERS,
  listingPages,
  MAP_WALK_EVERY,
  NEWEST,
  orderBy,
  PRICE_CUT_SELECT,
  PRICE_HISTORY_SELECT,
  publicWhere,
  SEARCH_CANDIDATES,
  SEARCH_WALK,
  searchMatch,
} from './listing-queries';
import {
  heldOf,
  locationOf,
  shownColumns,
  shownSelect,
  toCardRow,
  toDate,
  toJson,
  type CardRow,
  type DetailRow,
  type PointRow,
  type PriceChangeRow,
  type UnpinnedRow,
} from './listing-rows';

/** The most cities the map counts listings without a pin in (Palestine has about a hundred in the table). */
const MAP_UNPINNED_CITIES = 500;

/**
 * The public side's reads of listings: the catalogue (search, filters, ranking), the map's pins, a
 * listing's page and similar listings, an owner's public page, saved listings, a listing's contact.
 */
export function createCatalogueRepository(db: Db) {
  const { rows, countedKeysetCards } = listingPages(db);

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
        select p.id, ${shownSelect('card')}, ${shownSelect('detail')}, p.price_usd::float8 as price_usd, p.status, p.rejection_reason,
          ${PRICE_CUT_SELECT}, ${PRICE_HISTORY_SELECT} as price_history,
          p.views_count, p.created_at, p.updated_at, p.owner_id, u.name as owner_name, u.provider_type as owner_provider_type,
          u.display_name_ar as owner_display_name_ar, u.display_name_en as owner_display_name_en,
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
        ...shownColumns(r, 'detail'),
        ownerId: Number(r.owner_id),
        ownerName: String(r.owner_name),
        ownerDisplayNameAr: (r.owner_display_name_ar as string | null) ?? null,
        ownerDisplayNameEn: (r.owner_display_name_en as string | null) ?? null,
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
        priceHistory: toJson<PriceChangeRow[] | null>(r.price_history) ?? [],
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
    ): Promise<{ rows: PointRow[]; count: number; countCapped: boolean; unpinned: UnpinnedRow[] }> {
      const filtered = sql`${publicWhere({ ...filters, search: undefined })} and p.latitude is not null`;
      const search = searchMatch(filters.search ?? '');
      const from = search ? await searchedFrom(filtered, search.where, SEARCH_WALK / MAP_WALK_EVERY) : sql`properties p where ${filtered}`;
      const [points, total, unpinned] = await Promise.all([
        rows(sql`
          select p.id, p.latitude, p.longitude, p.title_ar, p.title_en, p.type, p.price::float8 as price, p.currency, p.price_usd::float8 as price_usd
          from (select p.id, p.created_at from ${from} order by ${orderBy(NEWEST)} limit ${sqlInteger(search ? limit + 1 : limit)}) x
          join properties p on p.id = x.id
          order by x.created_at desc, x.id desc`),
        search ? [] : rows(countUpTo(from, countLimit)),
        // The matches without a pin, per city (issue 33): counted at the city's centre on the map.
        rows(sql`
          select c.id as city_id, c.name_ar, c.name_en, c.latitude, c.longitude, u.n
          from (select p.city_id, count(*)::int as n from properties p
                where ${publicWhere(filters)} and p.latitude is null group by p.city_id) u
          join cities c on c.id = u.city_id
          order by u.n desc, c.id
          limit ${sqlInteger(MAP_UNPINNED_CITIES)}`),
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
        unpinned: unpinned.map((r) => ({
          cityId: Number(r.city_id),
          nameAr: String(r.name_ar),
          nameEn: String(r.name_en),
          latitude: r.latitude === null ? null : Number(r.latitude),
          longitude: r.longitude === null ? null : Number(r.longitude),
          count: Number(r.n),
        })),
      };
    },

    /**
     * The public listings among `ids` (compare, recently viewed), in the order asked, as cards with their
     * amenities; ids of listings that are not public (or do not exist) are left out.
     */
    async publicCards(ids: readonly number[]): Promise<(CardRow & { amenities: string[] })[]> {
      if (!ids.length) return [];
      const asked = sql.join(
        ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
        sql`, `,
      );
      const found = await rows(
        cardsQuery(
          sql`select v.id, v.rank from (values ${asked}) as v(id, rank) join properties p on p.id = v.id where ${IS_PUBLIC}`,
          sql`x.rank`,
          sql`p.amenities as compare_amenities, `,
        ),
      );
      return found.map((r) => ({ ...toCardRow(r), amenities: (r.compare_amenities as string[] | null) ?? [] }));
    },

    /** Status and owner of a listing, and whether its page offers the owner's phone (decision 039). */
    async findContact(id: number): Promise<{ status: PropertyStatus; ownerId: number; phoneShown: boolean } | undefined> {
      const [r] = await rows(sql`
        select p.status, p.owner_id, (u.show_phone and coalesce(u.phone, '') <> '') as phone_shown
        from properties p join users u on u.id = p.owner_id where p.id = ${id}`);
      return r ? { status: r.status as PropertyStatus, ownerId: Number(r.owner_id), phoneShown: r.phone_shown === true } : undefined;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
