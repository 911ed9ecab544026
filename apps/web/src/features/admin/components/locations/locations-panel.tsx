import { formatNumber, localized } from '@manara/shared/i18n/index';
import { type AdminCity, type AdminCountry } from '@manara/shared/schemas/locations';
import { Loader2, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { useConfirmFlow } from '@/components/form/confirm-flow';
import { Field, Input, Select } from '@/components/ui/field';
import { errorKey, errorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAdminCities, useAdminCountries, useDeleteLocation } from '../../api/locations';
import { CityForm, CountryForm } from './location-forms';

function CityRow({ city, onEdit, onDelete }: { city: AdminCity; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const inUse = city.listings_count > 0;
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-stone-900">
          <bdi>{localized(city, 'name', locale)}</bdi>
          <span className="text-sm font-normal text-stone-600" lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {city[`name_${other}`]}
          </span>
        </p>
        <p className="text-sm text-stone-600">
          {t('admin.locations.governorate')}: <bdi>{localized(city, 'governorate', locale)}</bdi> ·{' '}
          <span id={`${id}-count`}>
            {t('admin.locations.listings', { count: city.listings_count, n: formatNumber(city.listings_count, locale) })}
          </span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={`${t('admin.locations.edit')}: ${localized(city, 'name', locale)}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('admin.locations.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onClick={onDelete}
          disabled={inUse}
          title={inUse ? t('admin.locations.cityInUse') : undefined}
          aria-describedby={inUse ? `${id}-in-use` : undefined}
          aria-label={`${t('admin.locations.delete')}: ${localized(city, 'name', locale)}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('admin.locations.delete')}
        </Button>
        {inUse && (
          <span id={`${id}-in-use`} className="sr-only">
            {t('admin.locations.cityInUse')}
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * Countries and cities: pick a country, search its cities in either language, add or edit one (names
 * in both languages, governorate), delete one that no listing uses. Changes show on the public lists at once.
 */
export function LocationsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const countries = useAdminCountries();
  const [picked, setPicked] = useState<number | undefined>();
  const countryId = picked ?? countries.data?.[0]?.id;
  const country = countries.data?.find((c) => c.id === countryId);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const cities = useAdminCities(countryId, query);
  const [editingCity, setEditingCity] = useState<AdminCity | 'new' | null>(null);
  const [editingCountry, setEditingCountry] = useState<AdminCountry | 'new' | null>(null);
  const remove = useDeleteLocation();
  const deletion = useConfirmFlow<{ kind: 'country'; item: AdminCountry } | { kind: 'city'; item: AdminCity }>({
    act: ({ kind, item }) => remove.mutateAsync({ kind, id: item.id }),
    doneText: t('admin.locations.deleted'),
    failedText: (error) => errorText(errorKey(error), locale) ?? t('admin.failed'),
    onDone: ({ kind }) => kind === 'country' && setPicked(undefined),
    closeOnError: true,
  });
  const deleting = deletion.item;
  const countryInUse = country ? country.cities_count > 0 || country.listings_count > 0 : false;

  if (countries.isError) return <p role="alert">{t('admin.loadFailed')}</p>;
  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-72">
            <Field id="admin-locations-country-picker" label={t('admin.locations.country')}>
              <Select
                id="admin-locations-country-picker"
                value={countryId ?? ''}
                disabled={!countries.data?.length}
                onChange={(e) => {
                  setPicked(Number(e.target.value));
                  setSearch('');
                }}
              >
                {countries.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {localized(c, 'name', locale)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className="flex flex-wrap gap-2">
            {country && (
              <>
                <Button size="sm" variant="outline" onClick={() => setEditingCountry(country)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('admin.locations.editCountry')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  disabled={countryInUse}
                  aria-describedby={countryInUse ? 'admin-locations-country-in-use' : undefined}
                  onClick={() => deletion.ask({ kind: 'country', item: country })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('admin.locations.deleteCountry')}
                </Button>
              </>
            )}
            <Button size="sm" variant="outline" onClick={() => setEditingCountry('new')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('admin.locations.addCountry')}
            </Button>
          </div>
        </div>
        {country && countryInUse && (
          <p id="admin-locations-country-in-use" className="mt-2 text-sm text-stone-600">
            {t('admin.locations.countryInUse', {
              cities: formatNumber(country.cities_count, locale),
              listings: formatNumber(country.listings_count, locale),
            })}
          </p>
        )}
        {countries.data?.length === 0 && <p className="mt-2 text-sm text-stone-600">{t('admin.locations.noCountries')}</p>}
      </div>

      {country && (
        <section aria-labelledby="admin-locations-cities" className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="admin-locations-cities" className="text-lg font-bold text-stone-900">
                {t('admin.locations.cities', { country: localized(country, 'name', locale) })}
              </h2>
              <p className="text-sm text-stone-600">{t('admin.locations.count', { n: formatNumber(country.cities_count, locale) })}</p>
            </div>
            <Button onClick={() => setEditingCity('new')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('admin.locations.addCity')}
            </Button>
          </div>
          <div className="max-w-md">
            <Field id="admin-locations-search" label={t('admin.locations.search')}>
              <Input id="admin-locations-search" type="search" dir="auto" value={search} onChange={(e) => setSearch(e.target.value)} />
            </Field>
          </div>
          {cities.isError ? (
            <p role="alert">{t('admin.loadFailed')}</p>
          ) : cities.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-stone-600">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              {t('common.loading')}
            </p>
          ) : cities.data.length === 0 ? (
            <p className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
              <MapPin className="mx-auto mb-2 size-8 text-stone-400" aria-hidden="true" />
              {t('admin.locations.empty')}
            </p>
          ) : (
            <ul
              className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200"
              aria-label={t('admin.locations.cities', { country: localized(country, 'name', locale) })}
              aria-busy={cities.isFetching}
            >
              {cities.data.map((city) => (
                <CityRow
                  key={city.id}
                  city={city}
                  onEdit={() => setEditingCity(city)}
                  onDelete={() => deletion.ask({ kind: 'city', item: city })}
                />
              ))}
            </ul>
          )}
        </section>
      )}

      <Dialog
        open={editingCity !== null}
        onOpenChange={(open) => !open && setEditingCity(null)}
        size="lg"
        title={editingCity === 'new' ? t('admin.locations.addCity') : t('admin.locations.editCity')}
      >
        {editingCity !== null && countryId !== undefined && countries.data && (
          <CityForm
            city={editingCity === 'new' ? null : editingCity}
            countries={countries.data}
            countryId={countryId}
            onCancel={() => setEditingCity(null)}
            onDone={() => setEditingCity(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={editingCountry !== null}
        onOpenChange={(open) => !open && setEditingCountry(null)}
        title={editingCountry === 'new' ? t('admin.locations.addCountry') : t('admin.locations.editCountry')}
      >
        {editingCountry !== null && (
          <CountryForm
            country={editingCountry === 'new' ? null : editingCountry}
            onCancel={() => setEditingCountry(null)}
            onDone={(saved) => {
              if (editingCountry === 'new') setPicked(saved.id);
              setEditingCountry(null);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        title={deleting?.kind === 'country' ? t('admin.locations.deleteCountryTitle') : t('admin.locations.deleteCityTitle')}
        description={t(deleting?.kind === 'country' ? 'admin.locations.deleteCountryConfirm' : 'admin.locations.deleteCityConfirm', {
          name: deleting ? localized(deleting.item, 'name', locale) : '',
        })}
        confirmLabel={t('admin.locations.delete')}
        {...deletion.dialog}
      />
    </div>
  );
}
