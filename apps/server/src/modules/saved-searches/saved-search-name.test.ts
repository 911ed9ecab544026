import { describe, expect, it } from 'vitest';
import { savedSearchName } from './saved-search-name';

describe('a saved search’s automatic name', () => {
  it('reads price bounds in their currency and land’s area in dunams, in both languages', () => {
    const land = { purpose: 'sale', type: 'land', price_max: 800000, currency: 'ILS', area_min: 1500 } as const;
    expect(savedSearchName(land, null, 'en')).toBe('Land for sale, up to ₪800,000, from 1.5 dunams');
    expect(savedSearchName(land, null, 'ar')).toBe('أراضٍ للبيع، حتى 800,000 شيكل، من 1.5 دونم');
    expect(savedSearchName({ type: 'apartment', area_min: 1500 }, null, 'en')).toBe('Apartments, from 1,500 m²');
  });
});
