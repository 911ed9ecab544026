import { MAX_SEARCH_WORDS, normalizeSearchText, type Ordering, type PropertyListQuery } from '@manara/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cities, properties, propertyMedia } from '../../../db/schema';
import type { StoredImage } from '../../../lib/media-urls';

export type PropertyFilters = Omit<PropertyListQuery, 'page' | 'page_size' | 'ordering'>;

/** A listing as list queries return it (one row per card). */
export interface CardRow {
  id: number;
  title: string;
  type: (typeof properties.$inferSelect)['type'];
  purpose: (typeof properties.$inferSelect)['purpose'];
  price: number;
  currency: string;
  area: number;
  beds: number | null;
  baths: number | null;
  floors: number | null;
  village: string | null;
  address: string;
  status: (typeof properties.$inferSelect)['status'];
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
  description: string;
  amenities: string[];
  postalCode: string | null;
  ownerId: number;
  ownerName: string;
  rejectionReason: string | null;
  updatedAt: Date;
  cityId: number;
  media: MediaRow[];
  isFavorite: boolean;
}

// ---------------------------------------------------------------------------------------------
// Search text

/** Words of a search query, normalized the way `search_text` is (control characters dropped). */
export function searchWords(query: string): string[] {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return normalizeSearchText(query.replace(/[\u0000-\u001F\u007F]/g, ' '))
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE's wildcards so a word matches literally (backslash is PostgreSQL's default escape). */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface SearchableFields {
  title: string;
  description: string;
  address: string;
  village?: string | null;
}
export interface CityNames {
  nameAr: string;
  nameEn: string;
  governorateAr: string;
  governorateEn: string;
}

/** What a listing is found by: its texts and its city's and governorate's names in both languages. */
export function propertySearchText(p: SearchableFields, city: CityNames): string {
  return normalizeSearchText(
    [p.title, p.description, p.address, p.village ?? '', city.nameAr, city.nameEn, city.governorateAr, city.governorateEn].join(' '),
  );
}

// ---------------------------------------------------------------------------------------------
// Query pieces

/** Each ordering has its own index (status, purpose, column, id); id breaks ties so pages are stable. */
const ORDER_BY: Record<Ordering, SQL> = {
  '-created_at': sql`p.created_at desc, p.id desc`,
  price: sql`p.price asc, p.id asc`,
  '-price': sql`p.price desc, p.id desc`,
  area: sql`p.area asc, p.id asc`,
  '-area': sql`p.area desc, p.id desc`,
};

function publicWhere(f: PropertyFilters): SQL {
  const where: SQL[] = [sql`p.status = 'active'`];
  if (f.purpose) where.push(sql`p.purpose = ${f.purpose}`);
  if (f.type) where.push(sql`p.type = ${f.type}`);
  if (f.city !== undefined) where.push(sql`p.city_id = ${f.city}`);
  if (f.price_min !== undefined) where.push(sql`p.price >= ${f.price_min}`);
  if (f.price_max !== undefined) where.push(sql`p.price <= ${f.price_max}`);
  if (f.area_min !== undefined) where.push(sql`p.area >= ${f.area_min}`);
  if (f.area_max !== undefined) where.push(sql`p.area <= ${f.area_max}`);
  if (f.beds_min !== undefined) where.push(sql`p.beds >= ${f.beds_min}`);
  if (f.baths_min !== undefined) where.push(sql`p.baths >= ${f.baths_min}`);
  // Every word must occur somewhere; LIKE '%word%' is served by the trigram index on search_text.
  for (const word of searchWords(f.search ?? '')) where.push(sql`p.search_text like ${`%${escapeLike(word)}%`}`);
  return sql.join(where, sql` and `);
}

/**
 * Cards for the ids an inner query picks (already filtered, ordered and limited), as `x.id`.
 * Picking ids first lets PostgreSQL walk an index alone (an index-only scan for deep pages) and
 * read full rows, joins and image lists only for the page's rows, never for every match.
 */
function cardsQuery(inner: SQL, order: SQL, extra: SQL = sql``): SQL {
  return sql`
    select ${extra}p.id, p.title, p.type, p.purpose, p.price::float8 as price, p.currency, p.area::float8 as area,
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

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const toJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function toCardRow(r: Raw): CardRow {
  return {
    id: Number(r.id),
    title: String(r.title),
    type: r.type as CardRow['type'],
    purpose: r.purpose as CardRow['purpose'],
    price: Number(r.price),
    currency: String(r.currency),
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

export function createPropertiesRepository(db: Db) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;

  /** The search text for a listing in `cityId` (for creating or editing a listing). */
  async function searchTextFor(fields: SearchableFields, cityId: number): Promise<string> {
    const [city] = await db
      .select({ nameAr: cities.nameAr, nameEn: cities.nameEn, governorateAr: cities.governorateAr, governorateEn: cities.governorateEn })
      .from(cities)
      .where(eq(cities.id, cityId))
      .limit(1);
    if (!city) throw new Error(`City ${cityId} does not exist`);
    return propertySearchText(fields, city);
  }

  /** Up to `n` ids matching `where` with the price closest to `price`: two short walks of the price index. */
  async function nearestByPrice(where: SQL, price: number, n: number): Promise<number[]> {
    const [up, down] = await Promise.all([
      rows(
        sql`select p.id, p.price::float8 as price from properties p where ${where} and p.price >= ${price} order by p.price, p.id limit ${n}`,
      ),
      rows(
        sql`select p.id, p.price::float8 as price from properties p where ${where} and p.price < ${price} order by p.price desc, p.id desc limit ${n}`,
      ),
    ]);
    return [...up, ...down]
      .sort((a, b) => Math.abs(Number(a.price) - price) - Math.abs(Number(b.price) - price))
      .slice(0, n)
      .map((r) => Number(r.id));
  }

  return {
    /** One page of active listings matching the filters, and how many match in all. */
    async listPublic(
      filters: PropertyFilters,
      ordering: Ordering,
      limit: number,
      offset: number,
    ): Promise<{ rows: CardRow[]; count: number }> {
      const where = publicWhere(filters);
      const order = ORDER_BY[ordering];
      const countQuery = sql`select count(*)::int as n from properties p where ${where}`;
      if (searchWords(filters.search ?? '').length) {
        // A text search reads every candidate row anyway (LIKE rechecks the trigram matches), so one
        // scan counts them all and picks the page; separate queries would read them twice.
        const page = await rows(
          cardsQuery(
            sql`select p.id, count(*) over () as total from properties p where ${where} order by ${order} limit ${limit} offset ${offset}`,
            order,
            sql`x.total, `,
          ),
        );
        const count = page.length ? Number(page[0]!.total) : offset === 0 ? 0 : Number((await rows(countQuery))[0]?.n ?? 0);
        return { rows: page.map(toCardRow), count };
      }
      // Otherwise both usually come from index-only scans, run side by side.
      const [page, total] = await Promise.all([
        rows(cardsQuery(sql`select p.id from properties p where ${where} order by ${order} limit ${limit} offset ${offset}`, order)),
        rows(countQuery),
      ]);
      return { rows: page.map(toCardRow), count: Number(total[0]?.n ?? 0) };
    },

    /** A user's saved listings that are still public, most recently saved first. */
    async listFavorites(userId: number, limit: number, offset: number): Promise<{ rows: CardRow[]; count: number }> {
      const from = sql`properties p join favorites f on f.property_id = p.id and f.user_id = ${userId} where p.status = 'active'`;
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
     * walks an index (the city's listings, or the price index up and down from `base.price`), so
     * the cost does not grow with the whole catalogue.
     */
    async similar(base: { id: number; purpose: string; cityId: number; type: string; price: number }, limit: number): Promise<CardRow[]> {
      const same = sql`p.status = 'active' and p.purpose = ${base.purpose} and p.id <> ${base.id}`;
      const ids = (
        await rows(sql`select p.id from properties p where ${same} and p.city_id = ${base.cityId}
          order by (p.type = ${base.type}) desc, abs(p.price - ${base.price}), p.id desc limit ${limit}`)
      ).map((r) => Number(r.id));
      const notIn = () =>
        ids.length
          ? sql` and p.id not in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``;
      if (ids.length < limit)
        ids.push(...(await nearestByPrice(sql`${same} and p.type = ${base.type}${notIn()}`, base.price, limit - ids.length)));
      if (ids.length < limit) ids.push(...(await nearestByPrice(sql`${same}${notIn()}`, base.price, limit - ids.length)));
      if (!ids.length) return [];
      const picked = sql.join(
        ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
        sql`, `,
      );
      return (await rows(cardsQuery(sql`select * from (values ${picked}) as v(id, rank)`, sql`x.rank`))).map(toCardRow);
    },

    /** Any listing by id (whatever its status), with its media and whether `viewerId` saved it. */
    async findDetail(id: number, viewerId: number | null): Promise<DetailRow | undefined> {
      const [r] = await rows(sql`
        select p.id, p.title, p.description, p.type, p.purpose, p.price::float8 as price, p.currency, p.area::float8 as area,
          p.beds, p.baths, p.floors, p.village, p.address, p.postal_code, p.amenities, p.status, p.rejection_reason,
          p.views_count, p.created_at, p.updated_at, p.owner_id, u.name as owner_name,
          c.id as city_id, c.name_ar as city_name_ar, c.name_en as city_name_en,
          co.id as country_id, co.name_ar as country_name_ar, co.name_en as country_name_en,
          coalesce((
            select json_agg(json_build_object('id', m.id, 'media_type', m.media_type, 'key', m.storage_key, 'widths', m.widths,
                'width', m.width, 'height', m.height) order by m.position, m.id)
            from property_media m where m.property_id = p.id
          ), '[]'::json) as media,
          ${viewerId === null ? sql`false` : sql`exists (select 1 from favorites f where f.user_id = ${viewerId} and f.property_id = p.id)`} as is_favorite
        from properties p
        join cities c on c.id = p.city_id
        join countries co on co.id = p.country_id
        join users u on u.id = p.owner_id
        where p.id = ${id}`);
      if (!r) return undefined;
      const media = toJson<
        { id: number; media_type: 'image' | 'video'; key: string; widths: number[]; width: number | null; height: number | null }[]
      >(r.media);
      return {
        ...toCardRow({ ...r, images: '[]' }),
        description: String(r.description),
        amenities: (r.amenities as string[] | null) ?? [],
        postalCode: (r.postal_code as string | null) ?? null,
        ownerId: Number(r.owner_id),
        ownerName: String(r.owner_name),
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

    /** Status and owner of a listing, for permission checks. */
    async findAccess(id: number): Promise<{ status: CardRow['status']; ownerId: number } | undefined> {
      const [r] = await db
        .select({ status: properties.status, ownerId: properties.ownerId })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1);
      return r;
    },

    searchTextFor,

    /**
     * Inserts a listing (search text computed here) and its media rows; returns the new id. Run it
     * inside a transaction together with publishing the media files (see lib/storage.ts).
     */
    async insert(
      values: Omit<typeof properties.$inferInsert, 'id' | 'searchText'>,
      media: Omit<typeof propertyMedia.$inferInsert, 'id' | 'propertyId'>[] = [],
    ): Promise<number> {
      const searchText = await searchTextFor(values, values.cityId);
      const [row] = await db
        .insert(properties)
        .values({ ...values, searchText })
        .returning({ id: properties.id });
      const id = row!.id;
      if (media.length) await db.insert(propertyMedia).values(media.map((m, i) => ({ position: i, ...m, propertyId: id })));
      return id;
    },

    /** Cards for the given listings, whatever their status (staff lists). */
    async cardsByIds(ids: number[]): Promise<CardRow[]> {
      if (!ids.length) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      return (await rows(cardsQuery(sql`select p.id from properties p where p.id in (${list})`, sql`p.id`))).map(toCardRow);
    },

    /** The country a city is in; undefined for an unknown city. */
    async countryOfCity(cityId: number): Promise<number | undefined> {
      const [city] = await db.select({ countryId: cities.countryId }).from(cities).where(eq(cities.id, cityId)).limit(1);
      return city?.countryId;
    },

    /** A listing's stored media (for edits and deletion). */
    async media(propertyId: number): Promise<{ id: number; mediaType: 'image' | 'video'; storageKey: string; widths: number[] }[]> {
      return db
        .select({
          id: propertyMedia.id,
          mediaType: propertyMedia.mediaType,
          storageKey: propertyMedia.storageKey,
          widths: propertyMedia.widths,
        })
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, propertyId))
        .orderBy(propertyMedia.position, propertyMedia.id);
    },

    /**
     * Changes a listing: its fields (search text recomputed when a searched field changes), removed
     * media rows, and new media appended after the remaining ones. One transaction.
     */
    async update(
      id: number,
      values: Partial<Omit<typeof properties.$inferInsert, 'id' | 'searchText' | 'ownerId'>>,
      change: { removeMediaIds: number[]; add: Omit<typeof propertyMedia.$inferInsert, 'id' | 'propertyId'>[] },
    ): Promise<void> {
      // Read before the transaction: PGlite has one connection, so a query outside it would wait forever.
      const [current] = await db.select().from(properties).where(eq(properties.id, id));
      if (!current) return;
      const merged = { ...current, ...values };
      const searchText = await searchTextFor(merged, merged.cityId);
      await db.transaction(async (tx) => {
        await tx
          .update(properties)
          .set({ ...values, searchText, updatedAt: new Date() })
          .where(eq(properties.id, id));
        if (change.removeMediaIds.length) {
          await tx.delete(propertyMedia).where(and(eq(propertyMedia.propertyId, id), inArray(propertyMedia.id, change.removeMediaIds)));
        }
        if (change.add.length) {
          const [last] = await tx
            .select({ n: sql<number>`coalesce(max(${propertyMedia.position}), -1)::int` })
            .from(propertyMedia)
            .where(eq(propertyMedia.propertyId, id));
          const start = Number(last?.n ?? -1) + 1;
          await tx.insert(propertyMedia).values(change.add.map((m, i) => ({ ...m, position: start + i, propertyId: id })));
        }
      });
    },

    async setStatus(id: number, status: CardRow['status']): Promise<void> {
      await db.update(properties).set({ status, updatedAt: new Date() }).where(eq(properties.id, id));
    },

    /** Deletes a listing (its media, views, inquiries and favourites go with it). */
    async remove(id: number): Promise<void> {
      await db.delete(properties).where(eq(properties.id, id));
    },

    /** An owner's listings in every status (newest first), one page, with counts over all of them. */
    async listMine(
      ownerId: number,
      status: CardRow['status'] | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: (CardRow & { rejectionReason: string | null; updatedAt: Date })[]; count: number; counts: Record<string, number> }> {
      const where = status ? sql`p.owner_id = ${ownerId} and p.status = ${status}` : sql`p.owner_id = ${ownerId}`;
      const order = sql`p.created_at desc, p.id desc`;
      const [page, totals] = await Promise.all([
        rows(
          cardsQuery(
            sql`select p.id from properties p where ${where} order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`,
            order,
            sql`p.rejection_reason, p.updated_at, `,
          ),
        ),
        rows(
          sql`select status, count(*)::int as n, coalesce(sum(views_count), 0)::int as views from properties where owner_id = ${ownerId} group by status`,
        ),
      ]);
      const counts: Record<string, number> = { all: 0, total_views: 0 };
      for (const t of totals) {
        counts[String(t.status)] = Number(t.n);
        counts.all! += Number(t.n);
        counts.total_views! += Number(t.views);
      }
      const count = status ? (counts[status] ?? 0) : counts.all!;
      return {
        rows: page.map((r) => ({
          ...toCardRow(r),
          rejectionReason: (r.rejection_reason as string | null) ?? null,
          updatedAt: toDate(r.updated_at),
        })),
        count,
        counts,
      };
    },

    /** The inquiries about an owner's listings, unread first, then newest. */
    async inbox(ownerId: number, limit: number, offset: number) {
      const [page, totals] = await Promise.all([
        rows(sql`
          select i.id, i.kind, i.name, i.email, i.phone, i.message, i.preferred_date::text as preferred_date,
            i.preferred_time, i.created_at, i.read_at,
            p.id as property_id, p.title as property_title,
            (select json_build_object('key', m.storage_key, 'widths', m.widths, 'width', m.width, 'height', m.height)
              from property_media m where m.property_id = p.id and m.media_type = 'image' order by m.position, m.id limit 1) as cover
          from inquiries i join properties p on p.id = i.property_id
          where p.owner_id = ${ownerId}
          order by (i.read_at is null) desc, i.created_at desc, i.id desc
          limit ${limit} offset ${offset}`),
        rows(sql`
          select count(*)::int as n, count(*) filter (where i.read_at is null)::int as unread
          from inquiries i join properties p on p.id = i.property_id where p.owner_id = ${ownerId}`),
      ]);
      return {
        rows: page.map((r) => ({
          id: Number(r.id),
          kind: r.kind as 'contact' | 'visit',
          name: String(r.name),
          email: String(r.email),
          phone: (r.phone as string | null) ?? null,
          message: String(r.message),
          preferredDate: (r.preferred_date as string | null) ?? null,
          preferredTime: (r.preferred_time as string | null) ?? null,
          createdAt: toDate(r.created_at),
          readAt: r.read_at === null ? null : toDate(r.read_at),
          property: { id: Number(r.property_id), title: String(r.property_title), cover: r.cover ? toJson<StoredImage>(r.cover) : null },
        })),
        count: Number(totals[0]?.n ?? 0),
        unread: Number(totals[0]?.unread ?? 0),
      };
    },

    /** Marks one of an owner's inquiries read or unread; false when it is not theirs (or missing). */
    async markInquiry(ownerId: number, inquiryId: number, read: boolean): Promise<boolean> {
      const result = await rows(sql`
        update inquiries i set read_at = ${read ? sql`coalesce(i.read_at, now())` : sql`null`}
        from properties p where p.id = i.property_id and p.owner_id = ${ownerId} and i.id = ${inquiryId}
        returning i.id`);
      return result.length > 0;
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
