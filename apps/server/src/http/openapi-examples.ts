import type { PropertyDetail } from '@manara/shared';
import { unwrittenTexts } from '@manara/shared/listing';

/**
 * Response examples for the API document, typed by the shared response types (the type check keeps
 * them whole) and checked against the document's schemas by Spectral (openapi.test.ts).
 */
const listing: PropertyDetail = {
  // The optional texts (listing.ts) this example does not write.
  ...unwrittenTexts(),
  id: 1024,
  title: 'Sunny flat in Ramallah',
  text_lang: 'en',
  title_ar: 'شقة مشمسة في رام الله',
  title_en: 'Sunny flat in Ramallah',
  type: 'apartment',
  purpose: 'sale',
  price: 120000,
  currency: 'USD',
  price_usd: 120000,
  area: 110,
  beds: 2,
  baths: 1,
  floors: null,
  city: { id: 3, name_ar: 'رام الله', name_en: 'Ramallah' },
  country: { id: 1, name_ar: 'فلسطين', name_en: 'Palestine' },
  village: null,
  address: 'Main street',
  status: 'active',
  created_at: '2026-11-20T09:30:00.000Z',
  views_count: 42,
  price_reduced: { percent: 10, changed_at: '2026-11-25T08:00:00.000Z' },
  price_history: [{ old_price: 100_000, old_currency: 'USD', new_price: 90_000, currency: 'USD', changed_at: '2026-11-25T08:00:00.000Z' }],
  cover_image: {
    url: '/media/properties/a1b2c3-960.webp',
    srcset: '/media/properties/a1b2c3-480.webp 480w, /media/properties/a1b2c3-960.webp 960w',
    width: 1280,
    height: 960,
  },
  media_list: ['/media/properties/a1b2c3-960.webp'],
  location: { latitude: 31.9038, longitude: 35.2034, exact: true },
  description: 'Two bedrooms near the centre.',
  description_ar: 'غرفتا نوم قرب المركز.',
  description_en: 'Two bedrooms near the centre.',
  amenities: ['parking', 'balcony'],
  postal_code: null,
  property_media: [
    {
      id: 77,
      media_type: 'image',
      file_url: '/media/properties/a1b2c3-960.webp',
      srcset: '/media/properties/a1b2c3-480.webp 480w, /media/properties/a1b2c3-960.webp 960w',
      width: 1280,
      height: 960,
    },
  ],
  video_url: null,
  owner: {
    id: 12,
    name: 'Rana Haddad',
    display_name_ar: 'رنا حداد',
    display_name_en: 'Rana Haddad',
    provider_type: 'realtor',
    phone: '+970599123456',
    whatsapp: true,
  },
  updated_at: '2026-11-21T10:00:00.000Z',
  is_favorite: false,
  is_owner: false,
  rejection_reason: null,
  pending_changes: null,
  photos_pending: null,
};

/** Examples by operationId and status. */
export const RESPONSE_EXAMPLES: Record<string, Record<string, unknown>> = {
  realtyPropertiesRetrieve: { 200: listing },
  realtyPropertiesCreate: { 201: { ...listing, status: 'pending', views_count: 0, is_owner: true } },
};
