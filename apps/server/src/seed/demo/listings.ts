import { randomBytes } from 'node:crypto';
import { roundDegrees, type Currency, type PropertyPurpose, type PropertyType } from '@manara/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, properties, propertyMedia, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import type { MediaStorage, StagedFile } from '../../platform/storage';
import { IMAGE_WIDTHS } from '../../lib/media-urls';
import { listingSearchText, listingSearchTitle, priceInUsd } from '../../modules/realty/listings';
import { userSearchText } from '../../modules/users';
import { renderDemoWebp, seededRandom, type DemoScene } from './images';
import demo from './listings.json';
import { systemClock } from '../../lib/clock';

/**
 * Demo listings (data in listings.json): three owner accounts (an agency and two private owners) and
 * three dozen listings for sale and rent across Palestinian cities, each written in Arabic and in
 * English (first written in one, half of them in each), with photos generated at seed time (no network). Prices are in US dollars unless `currency`
 * says otherwise (land priced in Jordanian dinars and some rents in shekels, as here; rent per month);
 * areas are in m² (land: whole dunams, 1 dunam = 1000 m²). The owners' passwords are random and thrown away: the
 * accounts exist so listings have owners, not to sign in with.
 */
interface DemoOwner {
  email: string;
  name: string;
  /** The public name in each language (decision 072). */
  display_name_ar: string;
  display_name_en: string;
  role: 'client' | 'provider';
  provider_type: 'financial_expert' | 'realtor' | 'lawyer' | null;
  /** Shown with Call and WhatsApp on their listings when `show_phone` (decision 039). */
  phone: string | null;
  show_phone: boolean;
}

interface DemoListing {
  owner: number;
  city: string;
  /** Every demo listing is written in both languages (decision 045). */
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  type: PropertyType;
  purpose: PropertyPurpose;
  price: number;
  currency?: Currency;
  area: number;
  beds: number | null;
  baths: number | null;
  floors: number | null;
  address: string;
  village?: string;
  /** The address and village in each language (decision 055). */
  address_ar?: string;
  address_en?: string;
  village_ar?: string;
  village_en?: string;
  amenities: string[];
  status?: 'pending';
}

export const DEMO_OWNERS = demo.owners as DemoOwner[];
export const DEMO_LISTINGS = demo.listings as DemoListing[];

export const DEMO_IMAGE_WIDTHS = IMAGE_WIDTHS;
const IMAGE_RATIO = 10 / 16;

/** The photo pool: each image is rendered once and copied to the listings that use it. */
const POOL: Record<DemoScene, number> = { building: 7, interior: 8, land: 4, skyline: 3 };

const SCENES_BY_TYPE: Record<PropertyType, DemoScene[]> = {
  apartment: ['building', 'interior', 'interior', 'interior', 'building'],
  villa: ['building', 'interior', 'land', 'interior', 'interior'],
  house: ['building', 'interior', 'interior', 'land', 'interior'],
  land: ['land', 'land', 'land', 'land', 'land'],
  office: ['skyline', 'interior', 'interior', 'building', 'interior'],
  commercial: ['building', 'interior', 'skyline', 'interior', 'interior'],
  warehouse: ['building', 'interior', 'land', 'building', 'interior'],
};

async function renderPool(): Promise<Map<string, Buffer[]>> {
  const jobs: Promise<[string, Buffer[]]>[] = [];
  let seed = 101;
  for (const [scene, count] of Object.entries(POOL) as [DemoScene, number][]) {
    for (let i = 0; i < count; i++) {
      const s = seed++;
      jobs.push(Promise.all(DEMO_IMAGE_WIDTHS.map((w) => renderDemoWebp(scene, s, w, IMAGE_RATIO))).then((b) => [`${scene}:${i}`, b]));
    }
  }
  return new Map(await Promise.all(jobs));
}

/** Seeds the demo owners and listings once (skipped when the first demo owner exists). */
export async function seedDemoProperties(db: Db, storage: MediaStorage): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNERS[0]!.email)).limit(1);
  if (existing) return;

  const [pool, hashes, cityRows] = await Promise.all([
    renderPool(),
    Promise.all(DEMO_OWNERS.map(() => hashPassword(randomBytes(24).toString('base64url')))),
    db.select().from(cities),
  ]);
  const cityByName = new Map(cityRows.map((c) => [c.nameEn, c]));
  const rnd = seededRandom(2025);
  const pinRnd = seededRandom(2026);
  const now = systemClock.now().getTime();

  // Files first, under staging names; published only once the rows are committed.
  const staged: StagedFile[] = [];
  const mediaFor: { storageKey: string; widths: number[]; width: number; height: number }[][] = [];
  try {
    for (const [n, listing] of DEMO_LISTINGS.entries()) {
      const scenes = SCENES_BY_TYPE[listing.type].slice(0, 2 + (n % 4));
      const media = [];
      for (const [i, scene] of scenes.entries()) {
        const buffers = pool.get(`${scene}:${(n + i) % POOL[scene]}`)!;
        const key = `properties/demo/${n + 1}-${i + 1}`;
        staged.push(...(await Promise.all(DEMO_IMAGE_WIDTHS.map((width, w) => storage.stage(`${key}-${width}.webp`, buffers[w]!)))));
        const largest = DEMO_IMAGE_WIDTHS.at(-1)!;
        media.push({ storageKey: key, widths: DEMO_IMAGE_WIDTHS, width: largest, height: Math.round(largest * IMAGE_RATIO) });
      }
      mediaFor.push(media);
    }

    await db.transaction(async (tx) => {
      const owners = await tx
        .insert(users)
        .values(
          DEMO_OWNERS.map((o, i) => ({
            email: o.email,
            name: o.name,
            displayNameAr: o.display_name_ar,
            displayNameEn: o.display_name_en,
            role: o.role,
            providerType: o.provider_type,
            phone: o.phone,
            showPhone: o.show_phone,
            passwordHash: hashes[i]!,
            searchText: userSearchText(o),
          })),
        )
        .returning({ id: users.id });
      const rows = DEMO_LISTINGS.map((l, n) => {
        const city = cityByName.get(l.city);
        if (!city) throw new Error(`Demo listing ${n + 1}: unknown city ${l.city}`);
        // Spread over the last 90 days; older listings have had time to collect more views.
        const ageDays = ((n * 53) % 88) + rnd();
        const createdAt = new Date(now - ageDays * 86_400_000);
        const { owner, city: _city, status, currency = 'USD', title_ar, title_en, description_ar, description_en, ...rest } = l;
        const { address_ar, address_en, village_ar, village_en, ...fields } = rest;
        const texts = { titleAr: title_ar, titleEn: title_en, descriptionAr: description_ar, descriptionEn: description_en };
        const places = {
          addressAr: address_ar ?? null,
          addressEn: address_en ?? null,
          villageAr: village_ar ?? null,
          villageEn: village_en ?? null,
        };
        // Three in four demo listings have a pin within about a kilometre of their city's centre; the
        // others show the city's area, as a listing whose owner dropped no pin does.
        const pinned = n % 4 !== 3 && city.latitude !== null && city.longitude !== null;
        const [dLat, dLng] = [pinRnd() - 0.5, pinRnd() - 0.5];
        return {
          ...fields,
          ...texts,
          ...places,
          currency,
          priceUsd: priceInUsd(l.price, currency),
          ownerId: owners[owner]!.id,
          countryId: city.countryId,
          cityId: city.id,
          village: l.village ?? null,
          latitude: pinned ? roundDegrees(city.latitude! + dLat * 0.02) : null,
          longitude: pinned ? roundDegrees(city.longitude! + dLng * 0.02) : null,
          status: status ?? ('active' as const),
          viewsCount: status ? 0 : Math.round(ageDays * (3 + rnd() * 9)),
          searchText: listingSearchText({ ...l, ...texts, ...places }, city),
          searchTitle: listingSearchTitle(texts),
          createdAt,
          updatedAt: createdAt,
          publishedAt: status ? null : createdAt,
        };
      });
      const ids = await tx.insert(properties).values(rows).returning({ id: properties.id });
      const mediaRows = ids.flatMap(({ id }, n) =>
        mediaFor[n]!.map((m, position) => ({ ...m, propertyId: id, mediaType: 'image' as const, position, mimeType: 'image/webp' })),
      );
      await tx.insert(propertyMedia).values(mediaRows);
    });
  } catch (err) {
    await Promise.all(staged.map((f) => f.discard()));
    throw err;
  }
  await Promise.all(staged.map((f) => f.publish()));
}

/** How many demo listings are public (for tests and the report). */
export const DEMO_ACTIVE_COUNT = DEMO_LISTINGS.filter((l) => !l.status).length;
