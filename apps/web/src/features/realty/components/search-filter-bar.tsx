import { formatNumber, formatPrice, localized } from '@manara/shared/i18n/index';
import { MAX_SEARCH_LENGTH, PROPERTY_TYPES } from '@manara/shared/realty';
import type { City } from '@manara/shared/schemas/realty';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { isolate } from '@/lib/bidi';
import { useCities } from '../api/get-cities';
import { useCountries } from '../api/get-countries';
import { activeFilters, BATHS_OPTIONS, BEDS_OPTIONS, FILTER_KEYS, sanitizeNumber, type FilterKey, type Filters } from '../lib/filters';

interface SearchFilterBarProps {
  filters: Filters;
  onChange(key: FilterKey, value: string): void;
  onRemove(key: FilterKey): void;
  onClearAll(): void;
  /** Apply now (Enter in the search box). */
  onSubmit(): void;
  /** The server's field errors for the current filters, already translated. */
  errors?: Record<string, string>;
}

/** Cities grouped by governorate, in the server's order. */
function groupCities(cities: City[], locale: 'ar' | 'en') {
  const groups = new Map<string, City[]>();
  for (const city of cities) {
    const name = localized(city, 'governorate', locale);
    groups.set(name, [...(groups.get(name) ?? []), city]);
  }
  return [...groups.entries()];
}

/**
 * The search box, a Filters toggle with the active-filter count, the filter panel (type, city, price,
 * area, bedrooms, bathrooms), a chip per active filter and Clear All.
 */
export function SearchFilterBar({ filters, onChange, onRemove, onClearAll, onSubmit, errors = {} }: SearchFilterBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);

  const countries = useCountries();
  const countryId = countries.data?.[0]?.id;
  const cities = useCities(countryId);
  const cityGroups = useMemo(() => groupCities(cities.data ?? [], locale), [cities.data, locale]);
  const citiesLoading = countries.isPending || (countryId !== undefined && cities.isPending);

  const active = activeFilters(filters);
  const count = active.length;

  const label = (key: FilterKey) => t(`realty.filters.labels.${key}`);
  const chipText = (key: FilterKey): string => {
    const value = filters[key];
    switch (key) {
      case 'search':
        // Isolated, so quotes stay around an Arabic search in an English page and vice versa.
        return t('realty.filters.chips.search', { value: isolate(value.trim()) });
      case 'type':
        return t(`realty.types.${value}`);
      case 'city': {
        const city = cities.data?.find((c) => String(c.id) === value);
        return city ? localized(city, 'name', locale) : t('realty.filters.chips.city', { value });
      }
      case 'price_min':
      case 'price_max':
        return t(`realty.filters.chips.${key}`, { value: formatPrice(Number(value), locale) });
      case 'area_min':
      case 'area_max':
        return t(`realty.filters.chips.${key}`, { value: t('realty.units.sqm', { value: formatNumber(Number(value), locale) }) });
      case 'beds_min':
      case 'baths_min':
        return t(`realty.filters.chips.${key}`, { value: formatNumber(Number(value), locale) });
    }
  };

  const errorEntries = Object.entries(errors);
  const panelId = `${id}-panel`;
  const numberInput = (key: 'price_min' | 'price_max' | 'area_min' | 'area_max') => (
    <Field id={`${id}-${key}`} label={label(key)} error={errors[key]}>
      <Input
        {...fieldAria(`${id}-${key}`, errors[key])}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatNumber(0, locale)}
        value={filters[key]}
        onChange={(e) => onChange(key, sanitizeNumber(e.target.value))}
      />
    </Field>
  );

  return (
    <section aria-label={t('realty.filters.region')} className="rounded-2xl bg-white p-3 shadow-lg ring-1 ring-stone-200 sm:p-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <div className="relative flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('realty.filters.searchLabel')}
          </label>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
          <Input
            id={`${id}-search`}
            type="search"
            enterKeyHint="search"
            className="ps-10"
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t('realty.filters.searchPlaceholder')}
            value={filters.search}
            aria-invalid={errors.search ? true : undefined}
            onChange={(e) => onChange('search', e.target.value)}
          />
        </div>
        <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)} className="shrink-0">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('realty.filters.toggle')}</span>
          {count > 0 && (
            <span
              className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white"
              data-testid="active-filter-count"
            >
              <span aria-hidden="true">{formatNumber(count, locale)}</span>
              <span className="sr-only">{t('realty.filters.activeCount', { count, n: formatNumber(count, locale) })}</span>
            </span>
          )}
        </Button>
      </form>

      <div id={panelId} hidden={!open} className="mt-4 border-t border-stone-200 pt-4">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <Field id={`${id}-type`} label={label('type')} error={errors.type}>
            <Select {...fieldAria(`${id}-type`, errors.type)} value={filters.type} onChange={(e) => onChange('type', e.target.value)}>
              <option value="">{t('realty.filters.anyType')}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`realty.types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-city`} label={label('city')} error={errors.city}>
            <Select
              {...fieldAria(`${id}-city`, errors.city)}
              value={filters.city}
              disabled={citiesLoading}
              aria-busy={citiesLoading || undefined}
              onChange={(e) => onChange('city', e.target.value)}
            >
              <option value="">{citiesLoading ? t('realty.filters.loadingCities') : t('realty.filters.anyCity')}</option>
              {cityGroups.map(([governorate, list]) => (
                <optgroup key={governorate} label={governorate}>
                  {list.map((city) => (
                    <option key={city.id} value={String(city.id)}>
                      {localized(city, 'name', locale)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-beds_min`} label={label('beds_min')} error={errors.beds_min}>
            <Select
              {...fieldAria(`${id}-beds_min`, errors.beds_min)}
              value={filters.beds_min}
              onChange={(e) => onChange('beds_min', e.target.value)}
            >
              <option value="">{t('realty.filters.any')}</option>
              {BEDS_OPTIONS.map((n) => (
                <option key={n} value={String(n)}>
                  {t('realty.filters.atLeast', { value: formatNumber(n, locale) })}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-baths_min`} label={label('baths_min')} error={errors.baths_min}>
            <Select
              {...fieldAria(`${id}-baths_min`, errors.baths_min)}
              value={filters.baths_min}
              onChange={(e) => onChange('baths_min', e.target.value)}
            >
              <option value="">{t('realty.filters.any')}</option>
              {BATHS_OPTIONS.map((n) => (
                <option key={n} value={String(n)}>
                  {t('realty.filters.atLeast', { value: formatNumber(n, locale) })}
                </option>
              ))}
            </Select>
          </Field>
          {numberInput('price_min')}
          {numberInput('price_max')}
          {numberInput('area_min')}
          {numberInput('area_max')}
        </div>
      </div>

      {errorEntries.length > 0 && (
        <div role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          <ul className="space-y-0.5">
            {errorEntries.map(([field, message]) => (
              <li key={field}>
                {(FILTER_KEYS as readonly string[]).includes(field) ? `${label(field as FilterKey)}: ` : ''}
                {message}
              </li>
            ))}
          </ul>
        </div>
      )}

      {count > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <h2 className="sr-only">{t('realty.filters.activeTitle')}</h2>
          <ul className="flex flex-wrap gap-2">
            {active.map((key) => {
              const text = chipText(key);
              return (
                <li
                  key={key}
                  className={cn(
                    'inline-flex max-w-full items-center gap-1 rounded-full py-1 ps-3 pe-1 text-sm ring-1',
                    errors[key] ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-brand-50 text-brand-800 ring-brand-100',
                  )}
                >
                  <span className="truncate">{text}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(key)}
                    aria-label={t('realty.filters.remove', { label: text })}
                    className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
          <Button variant="ghost" size="sm" onClick={onClearAll} className="text-brand-700">
            {t('realty.filters.clearAll')}
          </Button>
        </div>
      )}
    </section>
  );
}
