import { NOTIFICATION_KINDS, type User } from '@manara/shared/schemas/auth';
import type { ExchangeRate } from '@manara/shared/schemas/money';
import type { City, MyProperty, MyPropertyCounts, PropertyCard, PropertyDetail } from '@manara/shared/schemas/realty';
import { unwrittenTexts } from '@manara/shared/listing';
import { scriptLanguage } from '@manara/shared/text/listing-text';
import type { AuthUser } from '@/lib/auth/store';

/**
 * The web tests' one factory module: API objects as the server sends them (each typed by its shared
 * contract), with overrides for what a test is about.
 */

/** A signed-in user as GET /users/me/ returns it. */
export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 3,
    email: 'owner@example.ps',
    name: 'Owner',
    phone: null,
    role: 'client',
    provider_type: null,
    is_staff: false,
    date_joined: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The same user as the API sends it (GET /users/me/, a login's `user`): with language, verification and e-mail choices. */
export function apiUser(overrides: Partial<User> = {}): User {
  return {
    ...testUser(),
    display_name_ar: null,
    display_name_en: null,
    language: 'ar',
    email_verified: true,
    notifications: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as User['notifications'],
    show_phone: false,
    ...overrides,
  };
}

/**
 * A file the user picked: a photo (JPEG's first bytes) unless another type is given; `size` is the size
 * the browser reports (a large video without allocating it).
 */
export function pickedFile(name: string, { type = 'image/jpeg', size }: { type?: string; size?: number } = {}): File {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const palestine = { id: 1, name_ar: 'فلسطين', name_en: 'Palestine' };
export const ramallah = { id: 17, name_ar: 'رام الله', name_en: 'Ramallah' };

export const cities: City[] = [
  {
    id: 17,
    name_ar: 'رام الله',
    name_en: 'Ramallah',
    country_id: 1,
    governorate_ar: 'رام الله والبيرة',
    governorate_en: 'Ramallah & al-Bireh',
    latitude: 31.9,
    longitude: 35.2,
  },
  {
    id: 18,
    name_ar: 'البيرة',
    name_en: 'al-Bireh',
    country_id: 1,
    governorate_ar: 'رام الله والبيرة',
    governorate_en: 'Ramallah & al-Bireh',
    latitude: 31.9,
    longitude: 35.2,
  },
  {
    id: 1,
    name_ar: 'جنين',
    name_en: 'Jenin',
    country_id: 1,
    governorate_ar: 'جنين',
    governorate_en: 'Jenin',
    latitude: 32.4607,
    longitude: 35.2961,
  },
];

const image = (name: string) => ({
  url: `/media/properties/${name}-960.webp`,
  srcset: `/media/properties/${name}-480.webp 480w, /media/properties/${name}-960.webp 960w`,
  width: 960,
  height: 600,
});

/** The rates the installation starts with (migration 0015): units per US dollar. */
export const rates: ExchangeRate[] = [
  { currency: 'USD', per_usd: 1, set_at: '2026-11-25T00:00:00.000Z' },
  { currency: 'JOD', per_usd: 0.709, set_at: '2026-11-25T00:00:00.000Z' },
  { currency: 'ILS', per_usd: 3.7, set_at: '2026-11-25T00:00:00.000Z' },
];

/**
 * A listing with its per-language texts (decision 045) as the server derives them from one `title` and
 * `description`: the language their script says, the other left empty; any given in `overrides` wins.
 */
function inLanguages<T extends { title: string; description?: string }>(listing: T, overrides: object): T {
  const lang = scriptLanguage(listing.title);
  const other = lang === 'ar' ? 'en' : 'ar';
  return {
    ...listing,
    text_lang: lang,
    [`title_${lang}`]: listing.title,
    [`title_${other}`]: '',
    ...(listing.description !== undefined && { [`description_${lang}`]: listing.description, [`description_${other}`]: '' }),
    ...overrides,
  };
}

/** A card; `price_usd` follows its price and currency at `rates` unless given. */
export function card(overrides: Partial<PropertyCard> = {}): PropertyCard {
  const id = overrides.id ?? 1;
  const price = overrides.price ?? 175000;
  const perUsd = rates.find((r) => r.currency === (overrides.currency ?? 'USD'))!.per_usd;
  return inLanguages<PropertyCard>(
    {
      text_lang: 'ar',
      title_ar: '',
      title_en: '',
      price_usd: Math.round((price / perUsd) * 100) / 100,
      id,
      title: `شقة رقم ${id}`,
      type: 'apartment',
      purpose: 'sale',
      price: 175000,
      currency: 'USD',
      area: 165,
      beds: 3,
      baths: 2,
      floors: 1,
      city: ramallah,
      country: palestine,
      village: null,
      address: 'الماصيون',
      status: 'active',
      created_at: '2025-03-01T10:00:00.000Z',
      views_count: 4,
      price_reduced: null,
      cover_image: image(`${id}-1`),
      media_list: [`/media/properties/${id}-1-960.webp`],
      ...overrides,
    },
    overrides,
  );
}

export function detail(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return inLanguages<PropertyDetail>(
    {
      // Optional texts (listing.ts) not written unless a test says.
      ...unwrittenTexts(),
      ...card({
        id: 7,
        title: 'شقة حديثة في الماصيون',
        ...(overrides.price !== undefined && { price: overrides.price }),
        ...(overrides.currency !== undefined && { currency: overrides.currency }),
      }),
      description: 'شقة مشرقة في الطابق الرابع.\nمطبخ مفتوح وشرفة غربية.',
      description_ar: '',
      description_en: '',
      amenities: ['parking', 'elevator', 'balcony'],
      postal_code: 'P600',
      location: { latitude: 31.9056, longitude: 35.1979, exact: true },
      property_media: [1, 2, 3].map((n) => ({
        id: n,
        media_type: 'image' as const,
        file_url: `/media/properties/7-${n}-960.webp`,
        srcset: `/media/properties/7-${n}-480.webp 480w, /media/properties/7-${n}-960.webp 960w`,
        width: 960,
        height: 600,
      })),
      video_url: null,
      owner: {
        id: 3,
        name: 'مكتب الزيتونة العقاري',
        display_name_ar: 'مكتب الزيتونة العقاري',
        display_name_en: 'Al-Zaytouna Real Estate',
        provider_type: 'realtor',
        phone: null,
        whatsapp: false,
      },
      updated_at: '2025-03-01T10:00:00.000Z',
      is_favorite: false,
      is_owner: false,
      rejection_reason: null,
      photos_pending: null,
      pending_changes: null,
      price_history: [],
      ...overrides,
    },
    overrides,
  );
}

/** A listing in its owner's dashboard (GET /realty/properties/my_properties/). */
export function myProperty(overrides: Partial<MyProperty> = {}): MyProperty {
  return inLanguages<MyProperty>(
    {
      ...card({ id: overrides.id ?? 1, title: `Listing ${overrides.id ?? 1}` }),
      rejection_reason: null,
      updated_at: '2026-11-01T10:00:00Z',
      reach: { inquiries: 0, saves: 0, calls: 0, whatsapp: 0 },
      changes: null,
      photos_pending: 0,
      expires_at: null,
      ...overrides,
    },
    overrides,
  );
}

/** The dashboard's counts (GET my_properties' `counts`): none of anything unless given. */
export function myCounts(overrides: Partial<MyPropertyCounts> = {}): MyPropertyCounts {
  return {
    all: 0,
    active: 0,
    pending: 0,
    rejected: 0,
    sold: 0,
    rented: 0,
    expired: 0,
    total_views: 0,
    total_inquiries: 0,
    total_saves: 0,
    total_calls: 0,
    total_whatsapp: 0,
    ...overrides,
  };
}
