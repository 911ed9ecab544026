import { randomBytes } from 'node:crypto';
import { NOTIFICATION_KINDS, scriptLanguage } from '@manara/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { cities, properties } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { signAccessToken } from '../src/lib/tokens';
import { IMAGE_WIDTHS } from '../src/lib/media-urls';
import { transition } from '../src/modules/realty/listings/listing-status';
import { createListingsRepository } from '../src/modules/realty/listings/listings.repository';
import { createUsersRepository, type UserRow } from '../src/modules/users/users.repository';
import type { TestContext } from './context';

/** The server suites' factories: users with a signed access token, listings with media rows. */

export const TEST_PASSWORD = 'correct horse battery';

export interface TestUser {
  id: number;
  user: UserRow;
  password: string;
  /** A signed access token, and the header that carries it. */
  token: string;
  headers: { authorization: string };
}

/** One argon2 hash per password per test file (hashing is slow on purpose). */
const hashes = new Map<string, Promise<string>>();

/**
 * Inserts a user straight into the database (no HTTP, so no rate limit) and signs an access token for
 * it. Each call gets a unique e-mail unless one is given; a provider is a realtor unless told otherwise.
 */
export async function createTestUser(
  ctx: TestContext,
  overrides: Partial<
    Pick<
      UserRow,
      'email' | 'name' | 'displayNameAr' | 'displayNameEn' | 'phone' | 'role' | 'providerType' | 'isStaff' | 'isActive' | 'showPhone'
    >
  > & {
    password?: string;
  } = {},
): Promise<TestUser> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const user = await createUsersRepository(ctx.db).insert({
    email: `user-${randomBytes(6).toString('hex')}@example.com`,
    name: 'Test User',
    role: 'client',
    providerType: fields.role === 'provider' ? 'realtor' : null,
    ...fields,
    passwordHash: await hashes.get(password)!,
  });
  if (!user) throw new Error(`createTestUser: e-mail ${overrides.email} is taken`);
  const token = await signAccessToken(user, ctx.config.jwtSecret, ctx.config.accessTokenTtlSeconds, ctx.clock.now());
  return { id: user.id, user, password, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A user as the API shows it (GET /users/me/, a registration's answer): a new account's defaults
 * (a client, Arabic e-mail, not verified, every notification on) with what the test is about.
 */
export function userAsShown(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    display_name_ar: null,
    display_name_en: null,
    phone: null,
    role: 'client',
    provider_type: null,
    is_staff: false,
    language: 'ar',
    email_verified: false,
    notifications: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
    show_phone: false,
    ...fields,
  };
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
  /** One language's title and description, the language their script says (as the API takes the specification's fields). */
  title?: string;
  description?: string;
  /** Texts per language (decision 045); any given replaces `title`/`description`. */
  titleAr?: string;
  titleEn?: string;
  descriptionAr?: string;
  descriptionEn?: string;
  type?: (typeof properties.$inferInsert)['type'];
  purpose?: (typeof properties.$inferInsert)['purpose'];
  status?: (typeof properties.$inferInsert)['status'];
  price?: number;
  currency?: (typeof properties.$inferInsert)['currency'];
  area?: number;
  beds?: number | null;
  baths?: number | null;
  floors?: number | null;
  city?: string;
  village?: string | null;
  address?: string;
  amenities?: string[];
  /** The owner's pin (both or neither). */
  latitude?: number;
  longitude?: number;
  createdAt?: Date;
  /** Number of images (IMAGE_WIDTHS, 1600×1000) to attach. */
  images?: number;
  video?: boolean;
}

let counter = 0;

/** A test listing's texts: the per-language ones given, else `title`/`description` in their script's language. */
function listingTexts(input: ListingInput) {
  if ([input.titleAr, input.titleEn, input.descriptionAr, input.descriptionEn].some((t) => t !== undefined))
    return {
      titleAr: input.titleAr ?? '',
      titleEn: input.titleEn ?? '',
      descriptionAr: input.descriptionAr ?? '',
      descriptionEn: input.descriptionEn ?? '',
    };
  const title = input.title ?? `Listing ${counter}`;
  const description = input.description ?? 'A test listing.';
  const ar = scriptLanguage(title) === 'ar';
  return { titleAr: ar ? title : '', titleEn: ar ? '' : title, descriptionAr: ar ? description : '', descriptionEn: ar ? '' : description };
}
/**
 * Inserts a listing through the repository (so search_text is computed as in production), submitted as
 * an owner submits it; then puts it straight in `input.status` (default active), as a test's starting
 * point, without going through the steps that lead there.
 */
export async function createListing(ctx: TestContext, input: ListingInput): Promise<number> {
  const repo = createListingsRepository(ctx.db);
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
  const id = await repo.insert(
    {
      ownerId: input.ownerId,
      ...listingTexts(input),
      type: input.type ?? 'apartment',
      purpose: input.purpose ?? 'sale',
      price: input.price ?? 100_000,
      currency: input.currency ?? 'USD',
      area: input.area ?? 120,
      beds: input.beds === undefined ? 3 : input.beds,
      baths: input.baths === undefined ? 2 : input.baths,
      floors: input.floors === undefined ? 1 : input.floors,
      countryId: Number(country!.id),
      cityId: city,
      village: input.village ?? null,
      address: input.address ?? 'Main Street',
      amenities: input.amenities ?? [],
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    },
    transition('submit', 'owner', { purpose: input.purpose ?? 'sale' }),
    media,
  );
  const status = input.status ?? 'active';
  if (status !== 'pending') await ctx.db.update(properties).set({ status }).where(eq(properties.id, id));
  return id;
}

/** The text fields of a valid listing submission (multipart or JSON), in a seeded city. */
export async function listingFormFields(db: Db, cityName = 'Ramallah'): Promise<Record<string, string>> {
  return {
    title: 'شقة',
    description: 'وصف',
    type: 'apartment',
    purpose: 'sale',
    price: '100000',
    area: '100',
    city_id: String(await cityId(db, cityName)),
    address: 'شارع',
  };
}

/** A lawyer's service as `POST /services/mine/` takes it: "Contract review, 50 JOD per session". */
export const contractReview = {
  title_ar: 'مراجعة العقود',
  title_en: 'Contract review',
  description_ar: 'مراجعة عقد بيع أو إيجار قبل التوقيع',
  description_en: 'A sale or lease contract read before you sign',
  category: 'contracts_documentation',
  price: 50,
  currency: 'JOD',
  unit: 'session',
  delivery: ['office', 'video'],
};
