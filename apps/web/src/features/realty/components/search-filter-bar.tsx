import { formatNumber, formatPrice, localized } from '@manara/shared/i18n/index';
import { measuredInDunams } from '@manara/shared/money';
import { MAX_SEARCH_LENGTH, PROPERTY_TYPES } from '@manara/shared/realty';
import type { City } from '@manara/shared/schemas/realty';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useCurrency } from '@/lib/currency';
import { isolate } from '@/lib/bidi';
import { useCities, useCountries } from '../api/locations';
import { DunamBoundInput } from './dunam-bound-input';
import { useAreaText } from './price';
import { activeFilters, BAR_FILTERS, FILTER_KEYS, sanitizeNumber, type BarFilter, type FilterKey, type Filters } from '../lib/filters';

type SelectSource = Extract<BarFilter['control'], { kind: 'select' }>['options'];
/** A select's options, in groups (a group without a label is a plain list). */
type OptionGroups = [label: string | null, options: { value: string; label: string }[]][];

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
 * The search box, a Filters toggle with the active-filter count, the filter panel (a field per listing
 * filter, as the shared description in @manara/shared/filters says: the choices first, then the number
 * fields), a chip per active filter and Clear All.
 */
export function SearchFilterBar({ filters, onChange, onRemove, onClearAll, onSubmit, errors = {} }: SearchFilterBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = useCurrency();
  const id = useId();
  const [open, setOpen] = useState(false);

  const countries = useCountries();
  const countryId = countries.data?.[0]?.id;
  const cities = useCities(countryId);
  const cityGroups = useMemo(() => groupCities(cities.data ?? [], locale), [cities.data, locale]);
  const citiesLoading = countries.isPending || (countryId !== undefined && cities.isPending);

  const active = activeFilters(filters);
  const count = active.length;

  // Price bounds are in the currency the reader shows prices in; area bounds in dunams for land (decision 040).
  const inDunams = measuredInDunams(filters.type);
  const areaText = useAreaText();
  const units: Record<'price' | 'area', string> = {
    price: t(`realty.filters.priceUnits.${currency}`),
    area: t(inDunams ? 'realty.filters.areaUnits.dunam' : 'realty.filters.areaUnits.sqm'),
  };
  const label = (key: FilterKey) => {
    const filter = BAR_FILTERS.find((f) => f.key === key)!;
    return t(`realty.filters.labels.${key}`, filter.control.kind === 'number' ? { unit: units[filter.control.unit] } : {});
  };

  /** Each select's options by their source (filters.ts names the source). */
  const sources: Record<SelectSource, { groups: OptionGroups; loading: boolean }> = {
    'property-types': {
      groups: [[null, PROPERTY_TYPES.map((type) => ({ value: type, label: t(`realty.types.${type}`) }))]],
      loading: false,
    },
    cities: {
      groups: cityGroups.map(([governorate, list]) => [
        governorate,
        list.map((city) => ({ value: String(city.id), label: localized(city, 'name', locale) })),
      ]),
      loading: citiesLoading,
    },
  };

  const chipText = (filter: BarFilter): string => {
    const { key, control } = filter;
    const value = filters[key];
    switch (control.kind) {
      case 'search':
        // Isolated, so quotes stay around an Arabic search in an English page and vice versa.
        return t('realty.filters.chips.search', { value: isolate(value.trim()) });
      case 'select': {
        const option = sources[control.options].groups.flatMap(([, options]) => options).find((o) => o.value === value);
        return option?.label ?? t(`realty.filters.chips.${key}`, { value });
      }
      case 'at-least':
        return t(`realty.filters.chips.${key}`, { value: formatNumber(Number(value), locale) });
      case 'number':
        return t(`realty.filters.chips.${key}`, {
          value: control.unit === 'price' ? formatPrice(Number(value), locale, currency) : areaText(filters.type, Number(value)),
        });
    }
  };

  const errorEntries = Object.entries(errors);
  const panelId = `${id}-panel`;

  /** A filter's field in the panel, as its control says. */
  const control = (filter: BarFilter) => {
    const { key } = filter;
    const fieldId = `${id}-${key}`;
    const c = filter.control;
    if (c.kind === 'search') return null;
    if (c.kind === 'number') {
      const input = {
        ...fieldAria(fieldId, errors[key]),
        inputMode: 'decimal',
        autoComplete: 'off',
        placeholder: formatNumber(0, locale),
      } as const;
      return (
        <Field key={key} id={fieldId} label={label(key)} error={errors[key]}>
          {c.unit === 'area' && inDunams ? (
            <DunamBoundInput {...input} value={filters[key]} onChange={(m2) => onChange(key, m2)} />
          ) : (
            <Input {...input} value={filters[key]} onChange={(e) => onChange(key, sanitizeNumber(e.target.value))} />
          )}
        </Field>
      );
    }
    const { groups, loading } =
      c.kind === 'select'
        ? sources[c.options]
        : {
            groups: [
              [null, c.options.map((n) => ({ value: String(n), label: t('realty.filters.atLeast', { value: formatNumber(n, locale) }) }))],
            ] as OptionGroups,
            loading: false,
          };
    return (
      <Field key={key} id={fieldId} label={label(key)} error={errors[key]}>
        <Select
          {...fieldAria(fieldId, errors[key])}
          value={filters[key]}
          disabled={loading}
          aria-busy={loading || undefined}
          onChange={(e) => onChange(key, e.target.value)}
        >
          <option value="">{loading ? t(`realty.filters.loading.${key}`) : t(`realty.filters.any.${key}`)}</option>
          {groups.flatMap(([group, options]) => {
            const items = options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ));
            return group === null
              ? items
              : [
                  <optgroup key={group} label={group}>
                    {items}
                  </optgroup>,
                ];
          })}
        </Select>
      </Field>
    );
  };
  const panel = [
    ...BAR_FILTERS.filter((f) => f.control.kind === 'select' || f.control.kind === 'at-least'),
    ...BAR_FILTERS.filter((f) => f.control.kind === 'number'),
  ];

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
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{panel.map(control)}</div>
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
              const text = chipText(BAR_FILTERS.find((f) => f.key === key)!);
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
