import { describe, expect, it } from 'vitest';
import { LISTING_FIELDS, LISTING_FORM, LISTING_PAGE, listingFieldText, SEARCHED_COLUMNS, type ListingField } from './listing';
import { propertyCreateRequest, propertyDetail } from './schemas/realty';

const fields = LISTING_FIELDS as readonly ListingField[];

describe('the listing description', () => {
  it('places every field its owner fills in once in the form, and names only described fields', () => {
    const placed = LISTING_FORM.flatMap((s) => s.rows.flatMap((r) => r.fields));
    expect([...placed].sort()).toEqual(
      fields
        .filter((f) => f.owner)
        .map((f) => f.key)
        .sort(),
    );
    const keys = new Set(fields.map((f) => f.key));
    for (const key of [...LISTING_PAGE.tiles, ...LISTING_PAGE.location.map((l) => l.key)]) expect(keys).toContain(key);
  });

  it('names a field shown as stored as its column, and gives each language of a text its own', () => {
    for (const f of fields.filter((f) => f.shown)) expect(f.column).toBe(f.key);
    for (const f of fields.filter((f) => f.language)) expect(f.key).toBe(`${f.language!.of}_${f.language!.lang}`);
    expect(SEARCHED_COLUMNS).toEqual(expect.arrayContaining(['addressAr', 'addressEn', 'villageAr', 'villageEn', 'titleAr']));
  });

  it('derives the request and page schemas: a new field is checked and shown', () => {
    const parsed = propertyCreateRequest.parse({
      title_ar: 'شقة',
      description_ar: 'وصف',
      type: 'apartment',
      purpose: 'sale',
      price: '١٠٠',
      area: '90',
      city_id: '3',
      address: 'شارع',
      village_en: '  Birzeit ',
      address_ar: '',
    });
    expect(parsed).toMatchObject({ price: 100, currency: 'USD', village_en: 'Birzeit', address_ar: null, amenities: [], latitude: null });
    expect(Object.keys(propertyDetail.shape)).toEqual(expect.arrayContaining(['address_ar', 'address_en', 'village_ar', 'village_en']));
  });

  it("describes a land plot's basin and plot number (issue 32): optional, trimmed, held, on the page's location lines", () => {
    const base = {
      title_ar: 'أرض',
      description_ar: 'وصف',
      type: 'land',
      purpose: 'sale',
      price: '100',
      area: '1000',
      city_id: '3',
      address: 'x',
    };
    expect(propertyCreateRequest.parse({ ...base, land_basin: ' حوض 5 المراح ', land_plot: '112' })).toMatchObject({
      land_basin: 'حوض 5 المراح',
      land_plot: '112',
    });
    expect(propertyCreateRequest.parse(base)).toMatchObject({ land_basin: null, land_plot: null });
    expect(propertyCreateRequest.safeParse({ ...base, land_plot: '1'.repeat(41) }).success).toBe(false);
    expect(propertyCreateRequest.safeParse({ ...base, land_basin: 'حوض\u202e5' }).success).toBe(false);
    for (const key of ['land_basin', 'land_plot']) {
      expect(fields.find((f) => f.key === key)).toMatchObject({ shown: 'detail', held: true, owner: true });
      expect(LISTING_PAGE.location.map((l) => l.key)).toContain(key);
    }
  });
});

describe('listingFieldText', () => {
  const listing = { address: 'شارع الجامعة', address_ar: null, address_en: 'University Street', village: 'Birzeit', village_ar: '' };

  it.each([
    // [field, locale, shown]
    ['address', 'ar', { text: 'شارع الجامعة', lang: 'ar' }],
    ['address', 'en', { text: 'University Street', lang: 'en' }],
    // The village as typed is in English (by its script): an Arabic reader gets it as English.
    ['village', 'ar', { text: 'Birzeit', lang: 'en' }],
    ['village', 'en', { text: 'Birzeit', lang: 'en' }],
    ['postal_code', 'en', null],
  ] as const)('%s in %s', (key, locale, shown) => {
    expect(listingFieldText(listing, key, locale)).toEqual(shown);
  });

  it('prefers the field of the reader’s language to the text as typed', () => {
    expect(listingFieldText({ address: 'Main St', address_en: 'Main Street 4' }, 'address', 'en')).toEqual({
      text: 'Main Street 4',
      lang: 'en',
    });
    expect(listingFieldText({ address: 'Main St', address_ar: 'الشارع الرئيسي' }, 'address', 'ar')).toEqual({
      text: 'الشارع الرئيسي',
      lang: 'ar',
    });
  });
});
