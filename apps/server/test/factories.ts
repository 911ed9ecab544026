import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { cities, type properties, users } from '../src/db/schema';
import { signAccessToken } from '../src/lib/tokens';
import { IMAGE_WIDTHS } from '../src/lib/media-urls';
import { createPropertiesRepository } from '../src/modules/realty/listings/listings.repository';
import type { TestContext } from './context';

/** Small factories for the realty suites: users with tokens, listings with images. */

export interface TestUser {
  id: number;
  token: string;
  headers: { authorization: string };
}

export async function createUser(
  ctx: TestContext,
  opts: { isStaff?: boolean; name?: string; role?: 'client' | 'provider' } = {},
): Promise<TestUser> {
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: `u-${randomBytes(6).toString('hex')}@example.test`,
      passwordHash: 'not-a-real-hash',
      name: opts.name ?? 'Test Owner',
      role: opts.role ?? 'client',
      providerType: opts.role === 'provider' ? 'realtor' : null,
      isStaff: opts.isStaff ?? false,
    })
    .returning({ id: users.id });
  const token = await signAccessToken({ id: row!.id, isStaff: opts.isStaff ?? false }, ctx.config.jwtSecret, 900);
  return { id: row!.id, token, headers: { authorization: `Bearer ${token}` } };
}

const cityIds = new Map<string, number>();
/** A seeded city's id by its English name. */
export async function cityId(db: Db, nameEn: string): Promise<number> {
  const cached = cityIds.get(nameEn);
  if (cached) return cached;
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.nameEn, nameEn));
  if (!row) throw new Error(`No seeded city ${nameEn}`);
  cityIds.set(nameEn, row.id);
  return row.id;
}

export interface ListingInput {
  ownerId: number;
  title?: string;
  description?: string;
  type?: (typeof properties.$inferInsert)['type'];
  purpose?: (typeof properties.$inferInsert)['purpose'];
  status?: (typeof properties.$inferInsert)['status'];
  price?: number;
  area?: number;
  beds?: number | null;
  baths?: number | null;
  floors?: number | null;
  city?: string;
  village?: string | null;
  address?: string;
  amenities?: string[];
  createdAt?: Date;
  /** Number of images (IMAGE_WIDTHS, 1600×1000) to attach. */
  images?: number;
  video?: boolean;
}

let counter = 0;
/** Inserts a listing through the repository (so search_text is computed as in production). */
export async function createListing(ctx: TestContext, input: ListingInput): Promise<number> {
  const repo = createPropertiesRepository(ctx.db);
  const city = await cityId(ctx.db, input.city ?? 'Ramallah');
  const [country] = (await ctx.db.execute<{ id: number }>(sql`select country_id as id from cities where id = ${city}`)).rows;
  counter++;
  const media = [
    ...Array.from({ length: input.images ?? 0 }, (_, i) => ({
      mediaType: 'image' as const,
      storageKey: `properties/test-${counter}-${i}`,
      widths: IMAGE_WIDTHS,
      width: 1600,
      height: 1000,
    })),
    ...(input.video ? [{ mediaType: 'video' as const, storageKey: `properties/test-${counter}.mp4`, widths: [] }] : []),
  ];
  return repo.insert(
    {
      ownerId: input.ownerId,
      title: input.title ?? `Listing ${counter}`,
      description: input.description ?? 'A test listing.',
      type: input.type ?? 'apartment',
      purpose: input.purpose ?? 'sale',
      status: input.status ?? 'active',
      price: input.price ?? 100_000,
      area: input.area ?? 120,
      beds: input.beds === undefined ? 3 : input.beds,
      baths: input.baths === undefined ? 2 : input.baths,
      floors: input.floors === undefined ? 1 : input.floors,
      countryId: Number(country!.id),
      cityId: city,
      village: input.village ?? null,
      address: input.address ?? 'Main Street',
      amenities: input.amenities ?? [],
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    },
    media,
  );
}
