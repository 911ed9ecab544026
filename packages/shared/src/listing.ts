import type { ErrorCode } from './errors';
import { PALESTINE_BOUNDS } from './geo';
import type { Locale } from './i18n/index';
import { CURRENCIES } from './money';
import { AMENITY_KEYS, MAX_AREA, MAX_PRICE, PROPERTY_PURPOSES, PROPERTY_TYPES } from './realty';
import { scriptLanguage } from './text/listing-text';

/**
 * A listing's fields, each described once (decision 055). Everything else is built from this list: the
 * submit and edit request schemas and the card and page response schemas (schemas/realty.ts), the
 * server's column values for a submission, an edit or applied held changes, its held-change diff, the
 * rows its SQL reads and the presenter (realty/listings), the search text, the web form's fields, its
 * form data and its first values, the page's fact tiles and location lines, and the staff's table of
 * held changes. Adding a field: its entry here (and its place in LISTING_FORM / LISTING_PAGE), its
 * column in db/schema.ts with a migration, its labels in the realty locales. Zod-free, so the listing
 * pages read it without loading zod.
 */

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_ADDRESS = 300;
export const MAX_VILLAGE = 120;
export const MAX_POSTAL_CODE = 20;
/** A land plot's registration (issue 32): its basin (حوض) by number or name, and its plot number (قطعة). */
export const MAX_LAND_BASIN = 120;
export const MAX_LAND_PLOT = 40;

/** What a field holds, and so how requests are checked and rows read. */
export type ListingValue =
  /** A title or description in one language: '' when not written (decision 045; their rules: listingTextProblems). */
  | { kind: 'language-text'; max: number }
  /** Free text; without `required`, optional (empty means null). */
  | { kind: 'text'; max: number; required?: ErrorCode }
  /** One of a list; `labels` is the locale prefix of each choice's name. */
  | { kind: 'choice'; choices: readonly string[]; labels: string; required?: ErrorCode }
  /** A positive number up to `max`; `area`: in m², shown in dunams for land (decision 040). */
  | { kind: 'amount'; max: number; required: ErrorCode; unit?: 'area' }
  /** Rooms or floors: optional, 0 to MAX_ROOMS. */
  | { kind: 'count' }
  /** A country's or city's id; `optional`: null when not sent. */
  | { kind: 'place'; required: ErrorCode; optional?: true }
  /** A pin's latitude or longitude (both or neither), inside Palestine. */
  | { kind: 'degrees'; min: number; max: number }
  /** Any of a list, each once; `labels` as for a choice; `invalid`: the error of a key not in it. */
  | { kind: 'keys'; choices: readonly string[]; labels: string; invalid: ErrorCode };

/**
 * How the form asks for it: a text field (`long`: several lines; `ltr`: written left to right), a number
 * field, a select of the value's choices or of the countries or cities; `own`: the form draws it (the
 * area in m² or dunams, the pin, the amenities); null: drawn with another field (the pin's longitude).
 */
export type ListingControl =
  | { kind: 'text'; long?: true; ltr?: true }
  | { kind: 'number'; integer?: true }
  | { kind: 'select'; from: 'choices' | 'countries' | 'cities' }
  | { kind: 'own' }
  | null;

export interface ListingField {
  /** The API's name (requests, responses, held changes, form fields). */
  key: string;
  value: ListingValue;
  /**
   * Its `properties` column (drizzle names it in camelCase); null when the request's value is not stored
   * as sent (the country is the city's).
   */
  column: string | null;
  /** Its label (a locale key) in the form and the staff's table of held changes. */
  label: string;
  /** Its label on the listing's page, where that differs. */
  pageLabel?: string;
  /**
   * Where responses carry it as stored (under its column's name): on cards (and so on the page too) or on the page only; null
   * when shown otherwise (the city and country as names, the pin as the listing's location).
   */
  shown: 'card' | 'detail' | null;
  /** Its owner sets it when submitting and editing. */
  owner: boolean;
  /**
   * An owner's edit of a live listing holds it for staff (decision 044); false: not kept in held
   * changes (the country follows the city).
   */
  held: boolean;
  /** The search box finds listings by it (its text joins `search_text`). */
  searchable: boolean;
  /**
   * The field in one language of a text shown in the reader's language, the other's as a fallback
   * (decision 045): the field it is a language of, and which language.
   */
  language?: { of: string; lang: Locale };
  /** A submission's value when the field is left out. */
  default?: string | null | readonly never[];
  control: ListingControl;
}

const languageText = (max: number) => ({ kind: 'language-text', max }) as const;
const text = { kind: 'text' } as const;
const count = { kind: 'count' } as const;
const held = { owner: true, held: true } as const;

/** In form order: the order a form's errors are focused in. */
export const LISTING_FIELDS = [
  // Title and description per language (decision 045).
  ...(['ar', 'en'] as const).flatMap((lang) => [
    {
      key: `title_${lang}`,
      value: languageText(MAX_TITLE),
      column: `title_${lang}`,
      label: `realty.form.titleIn.${lang}`,
      shown: 'card',
      ...held,
      searchable: true,
      language: { of: 'title', lang },
      control: { kind: 'text' },
    } as const,
    {
      key: `description_${lang}`,
      value: languageText(MAX_DESCRIPTION),
      column: `description_${lang}`,
      label: `realty.form.descriptionIn.${lang}`,
      shown: 'detail',
      ...held,
      searchable: true,
      language: { of: 'description', lang },
      control: { kind: 'text', long: true },
    } as const,
  ]),
  {
    key: 'type',
    value: { kind: 'choice', choices: PROPERTY_TYPES, labels: 'realty.types', required: 'type_required' },
    column: 'type',
    label: 'realty.form.type',
    shown: 'card',
    ...held,
    searchable: false,
    control: { kind: 'select', from: 'choices' },
  },
  {
    key: 'purpose',
    value: { kind: 'choice', choices: PROPERTY_PURPOSES, labels: 'realty.purposes', required: 'purpose_required' },
    column: 'purpose',
    label: 'realty.form.purpose',
    shown: 'card',
    ...held,
    searchable: false,
    control: { kind: 'select', from: 'choices' },
  },
  {
    key: 'price',
    value: { kind: 'amount', max: MAX_PRICE, required: 'price_required' },
    column: 'price',
    label: 'realty.form.price',
    shown: 'card',
    ...held,
    searchable: false,
    control: { kind: 'number' },
  },
  {
    // The price's currency (decision 040): US dollars unless the owner chooses another.
    key: 'currency',
    value: { kind: 'choice', choices: CURRENCIES, labels: 'money.names' },
    column: 'currency',
    label: 'realty.form.currency',
    shown: 'card',
    ...held,
    searchable: false,
    default: 'USD',
    control: { kind: 'select', from: 'choices' },
  },
  {
    key: 'area',
    value: { kind: 'amount', max: MAX_AREA, required: 'area_required', unit: 'area' },
    column: 'area',
    label: 'realty.form.area',
    pageLabel: 'realty.details.area',
    shown: 'card',
    ...held,
    searchable: false,
    control: { kind: 'own' },
  },
  ...(
    [
      ['beds', 'bedrooms'],
      ['baths', 'bathrooms'],
      ['floors', 'floors'],
    ] as const
  ).map(
    ([key, page]) =>
      ({
        key,
        value: count,
        column: key,
        label: `realty.form.${key}`,
        pageLabel: `realty.details.${page}`,
        shown: 'card',
        ...held,
        searchable: false,
        control: { kind: 'number', integer: true },
      }) as const,
  ),
  {
    // Optional on the server (the city names its country); when sent, the city must be in it.
    key: 'country_id',
    value: { kind: 'place', required: 'country_required', optional: true },
    column: null,
    label: 'realty.form.country',
    shown: null,
    owner: true,
    held: false,
    searchable: false,
    control: { kind: 'select', from: 'countries' },
  },
  {
    key: 'city_id',
    value: { kind: 'place', required: 'city_required' },
    column: 'city_id',
    label: 'realty.form.city',
    pageLabel: 'realty.property.city',
    shown: null,
    ...held,
    searchable: false,
    control: { kind: 'select', from: 'cities' },
  },
  {
    // As the owner typed it, in either language: the fallback of village_ar and village_en.
    key: 'village',
    value: { ...text, max: MAX_VILLAGE },
    column: 'village',
    label: 'realty.form.village',
    pageLabel: 'realty.property.village',
    shown: 'card',
    ...held,
    searchable: true,
    control: { kind: 'text' },
  },
  // The village in each language (decision 055): shown in the reader's, the other's as a fallback.
  ...(['ar', 'en'] as const).map(
    (lang) =>
      ({
        key: `village_${lang}`,
        value: { ...text, max: MAX_VILLAGE },
        column: `village_${lang}`,
        label: `realty.form.villageIn.${lang}`,
        shown: 'detail',
        ...held,
        searchable: true,
        language: { of: 'village', lang },
        control: { kind: 'text' },
      }) as const,
  ),
  {
    key: 'postal_code',
    value: { ...text, max: MAX_POSTAL_CODE },
    column: 'postal_code',
    label: 'realty.form.postalCode',
    pageLabel: 'realty.property.postalCode',
    shown: 'detail',
    ...held,
    searchable: false,
    control: { kind: 'text', ltr: true },
  },
  {
    // As the owner typed it, in either language: the fallback of address_ar and address_en.
    key: 'address',
    value: { ...text, max: MAX_ADDRESS, required: 'address_required' },
    column: 'address',
    label: 'realty.form.address',
    pageLabel: 'realty.property.address',
    shown: 'card',
    ...held,
    searchable: true,
    control: { kind: 'text' },
  },
  // The address in each language (decision 055), like the village.
  ...(['ar', 'en'] as const).map(
    (lang) =>
      ({
        key: `address_${lang}`,
        value: { ...text, max: MAX_ADDRESS },
        column: `address_${lang}`,
        label: `realty.form.addressIn.${lang}`,
        shown: 'detail',
        ...held,
        searchable: true,
        language: { of: 'address', lang },
        control: { kind: 'text' },
      }) as const,
  ),
  // The plot's registration details as the owner gives them (issue 32, decision 072): optional, for land
  // above all; a lawyer asked to check the papers reads them.
  {
    key: 'land_basin',
    value: { ...text, max: MAX_LAND_BASIN },
    column: 'land_basin',
    label: 'realty.form.landBasin',
    pageLabel: 'realty.property.landBasin',
    shown: 'detail',
    ...held,
    searchable: false,
    control: { kind: 'text' },
  },
  {
    key: 'land_plot',
    value: { ...text, max: MAX_LAND_PLOT },
    column: 'land_plot',
    label: 'realty.form.landPlot',
    pageLabel: 'realty.property.landPlot',
    shown: 'detail',
    ...held,
    searchable: false,
    control: { kind: 'text', ltr: true },
  },
  {
    key: 'latitude',
    value: { kind: 'degrees', min: PALESTINE_BOUNDS.south, max: PALESTINE_BOUNDS.north },
    column: 'latitude',
    label: 'admin.changes.latitude',
    shown: null,
    ...held,
    searchable: false,
    default: null,
    control: { kind: 'own' },
  },
  {
    key: 'longitude',
    value: { kind: 'degrees', min: PALESTINE_BOUNDS.west, max: PALESTINE_BOUNDS.east },
    column: 'longitude',
    label: 'admin.changes.longitude',
    shown: null,
    ...held,
    searchable: false,
    default: null,
    control: null,
  },
  {
    key: 'amenities',
    value: { kind: 'keys', choices: AMENITY_KEYS, labels: 'realty.amenities', invalid: 'amenity_invalid' },
    column: 'amenities',
    label: 'realty.form.amenities',
    shown: 'detail',
    ...held,
    searchable: false,
    default: [],
    control: { kind: 'own' },
  },
] as const satisfies readonly ListingField[];

type Fields = (typeof LISTING_FIELDS)[number];
export type ListingFieldKey = Fields['key'];

/** The form's sections in order, each a list of rows: a grid of 1 to 3 columns, or the per-language groups (`languages`). */
export const LISTING_FORM: readonly {
  section: 'basic' | 'priceSpecs' | 'location' | 'media' | 'amenities';
  rows: readonly { columns: 1 | 2 | 3 | 'languages'; fields: readonly ListingFieldKey[] }[];
}[] = [
  {
    section: 'basic',
    rows: [
      { columns: 'languages', fields: ['title_ar', 'description_ar', 'title_en', 'description_en'] },
      { columns: 2, fields: ['type', 'purpose'] },
    ],
  },
  {
    section: 'priceSpecs',
    rows: [
      { columns: 2, fields: ['price', 'currency', 'area'] },
      { columns: 3, fields: ['beds', 'baths', 'floors'] },
    ],
  },
  {
    section: 'location',
    rows: [
      { columns: 2, fields: ['country_id', 'city_id', 'village', 'postal_code'] },
      { columns: 2, fields: ['village_ar', 'village_en'] },
      { columns: 1, fields: ['address'] },
      { columns: 2, fields: ['address_ar', 'address_en'] },
      { columns: 2, fields: ['land_basin', 'land_plot'] },
      { columns: 1, fields: ['latitude', 'longitude'] },
    ],
  },
  // The photos and video (not listing fields: the media picker's).
  { section: 'media', rows: [] },
  { section: 'amenities', rows: [{ columns: 1, fields: ['amenities'] }] },
];

/**
 * The listing's page: its fact tiles, and the lines of its location (`wide`: the whole width). A text
 * with languages (`language.of`) is shown in the reader's language (listingFieldText).
 */
export const LISTING_PAGE = {
  tiles: ['beds', 'baths', 'area', 'floors'],
  location: [
    { key: 'address', wide: true },
    { key: 'city_id', wide: false },
    { key: 'village', wide: false },
    { key: 'postal_code', wide: false },
    { key: 'land_basin', wide: false },
    { key: 'land_plot', wide: false },
  ],
} as const satisfies { tiles: readonly ListingFieldKey[]; location: readonly { key: ListingFieldKey; wide: boolean }[] };

/** The page's fact tiles for a listing of `type`: land has no rooms or floors, so only its area. */
export function listingTiles(type: string): readonly (typeof LISTING_PAGE.tiles)[number][] {
  return type === 'land' ? LISTING_PAGE.tiles.filter((key) => listingField(key)?.value.kind !== 'count') : LISTING_PAGE.tiles;
}

/** A column's name as drizzle's table and the server's rows spell it: `postal_code` → `postalCode`. */
export type ColumnProperty<S extends string> = S extends `${infer A}_${infer B}` ? `${A}${Capitalize<ColumnProperty<B>>}` : S;
export const columnProperty = <S extends string>(column: S) =>
  column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as ColumnProperty<S>;

/** The columns of the fields the search box finds listings by, as drizzle names them. */
export const SEARCHED_COLUMNS = LISTING_FIELDS.filter((f) => f.searchable).map((f) => columnProperty(f.column!)) as readonly ColumnProperty<
  NonNullable<Extract<Fields, { searchable: true }>['column']>
>[];

/** A field's description by its key. */
export function listingField(key: string): ListingField | undefined {
  return (LISTING_FIELDS as readonly ListingField[]).find((f) => f.key === key);
}

/** The fields a response carries as stored: a card's, or the page's beyond the card's. */
export function shownFields(shown: 'card' | 'detail'): readonly ListingField[] {
  return (LISTING_FIELDS as readonly ListingField[]).filter((f) => f.shown === shown);
}

/** The value a field holds once read (a request's, a response's, a row's). */
export type ListingValueOf<F extends ListingField> = F['value'] extends { kind: 'language-text' }
  ? string
  : F['value'] extends { kind: 'text'; required: ErrorCode }
    ? string
    : F['value'] extends { kind: 'text' }
      ? string | null
      : F['value'] extends { kind: 'choice' | 'keys'; choices: readonly (infer C)[] }
        ? F['value'] extends { kind: 'keys' }
          ? C[]
          : C
        : F['value'] extends { kind: 'amount' }
          ? number
          : F['value'] extends { kind: 'place'; optional: true }
            ? number | null
            : F['value'] extends { kind: 'place' }
              ? number
              : number | null;

/** Every field a request may send, with its value once checked. */
export type ListingValues = { [F in Fields as F['key']]: ListingValueOf<F> };

/** A value as responses and rows hold it (a list of keys as stored strings). */
type ShownValueOf<F extends ListingField> = F['value'] extends { kind: 'keys' } ? string[] : ListingValueOf<F>;

/** The fields a response carries as stored, with their values: a card's (`'card'`), or the page's beyond it. */
export type ShownValues<S extends 'card' | 'detail'> = {
  [F in Extract<Fields, { shown: S }> as F['key']]: ShownValueOf<F>;
};

type OptionalText = Extract<Fields, { value: { kind: 'text' } }> & { value: { required?: undefined } };
/** A listing with none of its optional texts written (null each): for examples and test factories. */
export function unwrittenTexts(): { [F in Extract<OptionalText, { shown: 'card' | 'detail' }> as F['key']]: null } {
  return Object.fromEntries(
    (LISTING_FIELDS as readonly ListingField[])
      .filter((f) => f.shown && f.value.kind === 'text' && !f.value.required)
      .map((f) => [f.key, null]),
  ) as never;
}

/**
 * A text with languages as a reader of `locale` sees it (decision 045): its language's field, else the
 * text as typed when it is written in that language (by its script), else the same for the other
 * language. Null when none is written; `lang` is the language of the text shown.
 */
export function listingFieldText(listing: Record<string, unknown>, key: string, locale: Locale): { text: string; lang: Locale } | null {
  const typed = typeof listing[key] === 'string' ? (listing[key] as string) : '';
  const inLanguage = (lang: Locale) => {
    const field = (LISTING_FIELDS as readonly ListingField[]).find((f) => f.language?.of === key && f.language.lang === lang);
    const own = field && typeof listing[field.key] === 'string' ? (listing[field.key] as string) : '';
    return own || (typed && scriptLanguage(typed) === lang ? typed : '');
  };
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  for (const lang of [locale, other]) {
    const shown = inLanguage(lang);
    if (shown) return { text: shown, lang };
  }
  return null;
}
