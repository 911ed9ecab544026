import { formatNumber } from '@manara/shared/i18n/index';
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCH_NAME, type AlertFrequency, type SavedSearch } from '@manara/shared/schemas/saved-searches';
import { BellRing, Pencil, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import '@/features/realty/locales/owner-strings';
import '@/features/realty/locales/more-strings';

/** The list page a saved search opens, its filters in the address as the filter bar writes them. */
function searchHref(search: SavedSearch): string {
  const { purpose, ...rest } = search.filters;
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
  const page = purpose === 'rent' ? paths.rent : paths.buySell;
  return query.size ? `${page}?${query}` : page;
}

function Row({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const name = search.name ?? search.auto_name[locale];
  const [draft, setDraft] = useState(name);
  const failed = () => toast.error(t('realty.savedSearches.failed'));
  const frequencyId = `saved-search-${search.id}-frequency`;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      {renaming ? (
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ id: search.id, name: draft.trim() || null }, { onSuccess: () => setRenaming(false), onError: failed });
          }}
        >
          <Input
            aria-label={t('realty.savedSearches.name')}
            value={draft}
            maxLength={MAX_SAVED_SEARCH_NAME}
            onChange={(e) => setDraft(e.target.value)}
            dir="auto"
            className="min-w-0 flex-1"
          />
          <Button type="submit" size="sm" disabled={update.isPending}>
            {t('realty.savedSearches.saveName')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <Link to={searchHref(search)} className="font-semibold text-brand-800 hover:underline" dir="auto">
          {name}
        </Link>
      )}
      <p className="mt-1 text-sm text-stone-600">
        {search.result_count_capped
          ? t('realty.savedSearches.resultsCapped', { n: formatNumber(search.result_count, locale) })
          : t('realty.savedSearches.results', { count: search.result_count, n: formatNumber(search.result_count, locale) })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={frequencyId} className="text-sm text-stone-700">
          <BellRing className="me-1 inline size-4" aria-hidden="true" />
          {t('realty.savedSearches.frequency')}
        </label>
        <Select
          id={frequencyId}
          value={search.frequency}
          onChange={(e) => update.mutate({ id: search.id, frequency: e.target.value as AlertFrequency }, { onError: failed })}
          className="h-9 w-auto text-sm"
        >
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`realty.savedSearches.frequencies.${f}`)}
            </option>
          ))}
        </Select>
        <Button size="sm" variant="ghost" onClick={() => (setDraft(name), setRenaming(true))}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('realty.savedSearches.rename')}
        </Button>
        <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(search.id, { onError: failed })}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('realty.savedSearches.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The dashboard's saved searches: each with its result count, a link to its list, its alerts, rename and delete. */
export function SavedSearches() {
  const { t } = useTranslation();
  const list = useSavedSearches();
  return (
    <section aria-labelledby="saved-searches" className="mt-12">
      <h2 id="saved-searches" className="mb-5 text-xl font-bold text-brand-800">
        {t('realty.savedSearches.title')}
      </h2>
      {list.isPending ? (
        <p className="text-stone-600">{t('common.loading')}</p>
      ) : list.isError ? (
        <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
          <p className="text-stone-700">{t('realty.savedSearches.failed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
          <Search className="size-10 text-brand-300" aria-hidden="true" />
          <p className="mt-3 text-sm text-stone-600">{t('realty.savedSearches.empty')}</p>
          <ButtonLink to={paths.buySell} variant="outline" className="mt-5">
            {t('realty.saved.browse')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.data.map((search) => (
            <Row key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}
