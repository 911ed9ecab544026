import type { City, PropertyCard, PropertyDetail } from '@manara/shared/schemas/realty';
import { vi } from 'vitest';
import { api, ApiError, type ApiErrorBody } from '@/lib/api';

/** Test data and an API double for the realty pages. */

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
  },
  {
    id: 18,
    name_ar: 'البيرة',
    name_en: 'al-Bireh',
    country_id: 1,
    governorate_ar: 'رام الله والبيرة',
    governorate_en: 'Ramallah & al-Bireh',
  },
  { id: 1, name_ar: 'جنين', name_en: 'Jenin', country_id: 1, governorate_ar: 'جنين', governorate_en: 'Jenin' },
];

const image = (name: string) => ({
  url: `/media/properties/${name}-960.webp`,
  srcset: `/media/properties/${name}-480.webp 480w, /media/properties/${name}-960.webp 960w`,
  width: 960,
  height: 600,
});

export function card(overrides: Partial<PropertyCard> = {}): PropertyCard {
  const id = overrides.id ?? 1;
  return {
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
    cover_image: image(`${id}-1`),
    media_list: [`/media/properties/${id}-1-960.webp`],
    ...overrides,
  };
}

export function detail(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    ...card({ id: 7, title: 'شقة حديثة في الماصيون' }),
    description: 'شقة مشرقة في الطابق الرابع.\nمطبخ مفتوح وشرفة غربية.',
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
    owner: { id: 3, name: 'مكتب الزيتونة العقاري' },
    updated_at: '2025-03-01T10:00:00.000Z',
    is_favorite: false,
    is_owner: false,
    rejection_reason: null,
    ...overrides,
  };
}

export function httpError(status: number, data: unknown = {}): ApiError {
  return new ApiError(status, data as ApiErrorBody);
}

type Handler = (config: { params?: Record<string, unknown> } | undefined) => unknown;

/**
 * `api.get` answered per URL: handlers return data, throw for errors, or return a pending promise. Heroes
 * fail (the page then shows its built-in hero) unless given.
 */
export function mockGet(handlers: Record<string, Handler | unknown>) {
  return vi.spyOn(api, 'get').mockImplementation((async (url: string, config?: unknown) => {
    const handler = handlers[url];
    if (handler === undefined) {
      if (url.endsWith('-hero/')) throw httpError(404, { detail: 'Not found.', code: 'not_found' });
      if (url === '/realty/countries/') return [palestine];
      if (url === '/realty/cities/') return cities;
      throw new Error(`unexpected GET ${url}`);
    }
    return typeof handler === 'function' ? await (handler as Handler)(config as { params?: Record<string, unknown> }) : handler;
  }) as typeof api.get);
}

/** The GET /realty/properties/ calls a spy has seen, as their query parameters. */
export function listCalls(get: ReturnType<typeof mockGet>) {
  return get.mock.calls
    .filter(([url]) => url === '/realty/properties/')
    .map(([, config]) => (config as { params: Record<string, unknown> }).params);
}
