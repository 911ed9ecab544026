import { formatNumber, formatPrice, measuredInDunams, squareMetresToDunams, type Locale, type SavedFilters } from '@manara/shared';

/** Words a saved search's automatic name is made of, in both languages (the web app's filter chips say the same). */
const WORDS = {
  ar: {
    any: 'عقارات',
    types: {
      apartment: 'شقق',
      villa: 'فلل',
      house: 'منازل',
      land: 'أراضٍ',
      office: 'مكاتب',
      commercial: 'محلات تجارية',
      warehouse: 'مستودعات',
    },
    purposes: { sale: 'للبيع', rent: 'للإيجار' },
    in: 'في',
    from: 'من',
    upTo: 'حتى',
    beds: 'غرف نوم',
    baths: 'حمّامات',
    area: 'م²',
    dunams: 'دونم',
  },
  en: {
    any: 'Properties',
    types: {
      apartment: 'Apartments',
      villa: 'Villas',
      house: 'Houses',
      land: 'Land',
      office: 'Offices',
      commercial: 'Shops',
      warehouse: 'Warehouses',
    },
    purposes: { sale: 'for sale', rent: 'for rent' },
    in: 'in',
    from: 'from',
    upTo: 'up to',
    beds: 'bedrooms',
    baths: 'bathrooms',
    area: 'm²',
    dunams: 'dunams',
  },
} as const;

/**
 * A saved search named from its filters, e.g. «شقق للبيع في رام الله، حتى ‏150,000 US$، 3+ غرف نوم» /
 * "Apartments for sale in Ramallah, up to $150,000, 3+ bedrooms".
 */
export function savedSearchName(filters: SavedFilters, city: { ar: string; en: string } | null, locale: Locale): string {
  const w = WORDS[locale];
  const head = [
    filters.type ? w.types[filters.type] : w.any,
    filters.purpose ? w.purposes[filters.purpose] : '',
    city ? `${w.in} ${city[locale]}` : '',
  ].filter(Boolean);
  const range = (min: number | undefined, max: number | undefined, show: (n: number) => string) =>
    min !== undefined && max !== undefined
      ? `${show(min)} – ${show(max)}`
      : min !== undefined
        ? `${w.from} ${show(min)}`
        : max !== undefined
          ? `${w.upTo} ${show(max)}`
          : '';
  const tail = [
    range(filters.price_min, filters.price_max, (n) => formatPrice(n, locale, filters.currency)),
    // Bounds are stored in m²; land reads them in dunams (decision 040), as the filter bar shows them.
    range(filters.area_min, filters.area_max, (n) =>
      filters.type && measuredInDunams(filters.type)
        ? `${formatNumber(squareMetresToDunams(n), locale, { maximumFractionDigits: 3 })} ${w.dunams}`
        : `${formatNumber(n, locale)} ${w.area}`,
    ),
    filters.beds_min ? `${formatNumber(filters.beds_min, locale)}+ ${w.beds}` : '',
    filters.baths_min ? `${formatNumber(filters.baths_min, locale)}+ ${w.baths}` : '',
    filters.search ? (locale === 'ar' ? `«${filters.search}»` : `“${filters.search}”`) : '',
  ].filter(Boolean);
  return [head.join(' '), ...tail].join(locale === 'ar' ? '، ' : ', ');
}
