import { describe, expect, it } from 'vitest';
import { arrowStep } from '@/components/gallery-parts';
import { pageItems } from '../components/pagination';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import {
  activeFilters,
  BAR_FILTERS,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersKey,
  listParams,
  sanitizeNumber,
  withFilters,
} from './filters';

describe('realty list filters', () => {
  it('number fields take Arabic-Indic digits, one decimal point, and never a minus sign', () => {
    expect(sanitizeNumber('١٢٠٠٠٠')).toBe('120000');
    expect(sanitizeNumber('۲۵۰')).toBe('250');
    expect(sanitizeNumber('-50')).toBe('50');
    expect(sanitizeNumber('1,500.5.5')).toBe('1500.55');
    expect(sanitizeNumber('١٢٫٥')).toBe('12.5');
    expect(sanitizeNumber('abc')).toBe('');
  });

  it('reads a shared URL, dropping values the server would refuse', () => {
    const params = new URLSearchParams('search=%20شقة%20&type=castle&city=-3&price_min=١٠٠٠&area_max=x&beds_min=9&baths_min=2&page=2');
    expect(filtersFromParams(params)).toEqual({ ...EMPTY_FILTERS, search: 'شقة', price_min: '1000', baths_min: '2' });
    expect(listParams('rent', params)).toEqual({ purpose: 'rent', search: 'شقة', price_min: '1000', baths_min: '2', page: 2 });
    expect(listParams('sale', new URLSearchParams('ordering=drop+table&page=0'))).toEqual({ purpose: 'sale' });
  });

  it('writes filters to the URL, restarting paging but keeping the ordering', () => {
    const next = withFilters(new URLSearchParams('page=3&ordering=price&type=villa'), { ...EMPTY_FILTERS, search: ' بيت ', city: '17' });
    expect(next.toString()).toBe('ordering=price&search=%D8%A8%D9%8A%D8%AA&city=17');
    expect(activeFilters({ ...EMPTY_FILTERS, search: '  ', city: '17' })).toEqual(['city']);
    expect(filtersKey({ ...EMPTY_FILTERS, search: 'a ' })).toBe(filtersKey({ ...EMPTY_FILTERS, search: 'a' }));
  });

  it('has the texts of every filter of the shared description, in both languages', () => {
    for (const { realty } of [ar, en]) {
      const texts = realty.filters as Record<string, Record<string, string> | string>;
      for (const { key, control } of BAR_FILTERS) {
        expect(texts.labels, key).toHaveProperty(key);
        if (control.kind !== 'select' || control.options === 'cities') expect(texts.chips, key).toHaveProperty(key);
        if (control.kind === 'select' || control.kind === 'at-least') expect(texts.any, key).toHaveProperty(key);
      }
    }
  });

  it('pages: first, last and the neighbours of the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('arrow keys are mirrored in right-to-left', () => {
    expect(arrowStep('ArrowRight', false)).toBe(1);
    expect(arrowStep('ArrowLeft', false)).toBe(-1);
    expect(arrowStep('ArrowRight', true)).toBe(-1);
    expect(arrowStep('ArrowLeft', true)).toBe(1);
    expect(arrowStep('Enter', true)).toBeNull();
  });
});
