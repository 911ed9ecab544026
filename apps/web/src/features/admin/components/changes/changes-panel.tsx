import { dir, formatDate, formatNumber, localized } from '@manara/shared/i18n/index';
import { listingField } from '@manara/shared/listing';
import { listingText } from '@manara/shared/text/listing-text';
import { ListingTitle } from '@/components/listing-text';
import type { ListingChangeReview, ListingChangesResponse } from '@manara/shared/schemas/admin';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorStatus } from '@/lib/api';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useDecideChanges, useListingChanges } from '../../api/moderation';
import { RejectDialog } from '../reject-dialog';
import { PublicPageLink } from '../row-parts';
import { State } from '../state';

/** A field's value as staff read it: translated choices, localized numbers and city names, '—' for none. */
function useShowValue(cities: ListingChangesResponse['cities']) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    const described = listingField(field);
    if (described?.value.kind === 'choice') return t(`${described.value.labels}.${String(value)}`);
    if (described?.control?.kind === 'select' && described.control.from === 'cities') {
      const city = cities.find((c) => c.id === Number(value));
      return city ? localized(city, 'name', locale) : String(value);
    }
    if (described?.value.kind === 'keys' && Array.isArray(value)) {
      const labels = described.value.labels;
      return value.length ? value.map((k) => t(`${labels}.${String(k)}`)).join(locale === 'ar' ? '، ' : ', ') : '—';
    }
    if (typeof value === 'number') return formatNumber(value, locale, { maximumFractionDigits: 6 });
    return String(value);
  };
}

function ChangeItem({ item, cities, onReject }: { item: ListingChangeReview; cities: ListingChangesResponse['cities']; onReject(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decide = useDecideChanges();
  const show = useShowValue(cities);
  const approve = () =>
    decide.mutate(
      { id: item.id, action: 'approve' },
      {
        onSuccess: () => toast.success(t('admin.changes.approved')),
        onError: (e) => toast.error(errorStatus(e) === 404 ? t('admin.changes.gone') : t('admin.failed')),
      },
    );
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h3 className="font-bold text-stone-900">
        <ListingTitle listing={item} noteClassName="ms-1" />
      </h3>
      <p className="text-sm text-stone-600">
        {t('admin.changes.submitted', { date: formatDate(item.changes.submitted_at, locale) })} · {t(`realty.statuses.${item.status}`)}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm break-words">
          <caption className="sr-only">{t('admin.changes.tableLabel', { title: listingText(item, locale).title })}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t('admin.changes.field')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t('admin.changes.published')}
              </th>
              <th scope="col" className="py-2 text-start font-semibold">
                {t('admin.changes.proposed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(item.changes.fields).map(([field, proposed]) => {
              // A field of one language is written in that language's direction (decisions 045, 055).
              const described = listingField(field);
              const lang = described?.language?.lang;
              const written = lang ? { lang, dir: dir(lang) } : { dir: 'auto' };
              return (
                <tr key={field} className="border-b border-stone-100 align-top">
                  <th scope="row" className="py-2 pe-3 text-start font-medium text-stone-800">
                    {described ? t(described.label) : field}
                  </th>
                  <td className="py-2 pe-3 whitespace-pre-line text-stone-600" {...written}>
                    <del className="decoration-red-400">{show(field, item.published[field])}</del>
                  </td>
                  <td className="py-2 whitespace-pre-line text-stone-900" {...written}>
                    <ins className="bg-emerald-50 no-underline">{show(field, proposed)}</ins>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2 pt-3">
        <PublicPageLink to={paths.property(item.id)} outlined>
          {t('admin.changes.viewPublished')}
        </PublicPageLink>
        <Button size="sm" onClick={approve} disabled={decide.isPending}>
          <Check className="size-4" aria-hidden="true" />
          {t('admin.changes.approve')}
        </Button>
        <Button size="sm" variant="outline" onClick={onReject} disabled={decide.isPending}>
          <X className="size-4" aria-hidden="true" />
          {t('admin.changes.reject')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Owners' edits of live listings waiting for review (decision 044), oldest first: each changed field
 * beside its published value; applying publishes them, refusing (with a reason the owner sees) keeps
 * the published version.
 */
export function ChangesPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListingChanges();
  const decide = useDecideChanges();
  const [rejecting, setRejecting] = useState<ListingChangeReview | null>(null);
  const count = list.data?.count ?? 0;
  return (
    <section className="mt-6 space-y-4" aria-labelledby="changes-heading">
      <h2 id="changes-heading" className="text-xl font-bold text-stone-900">
        {t('admin.changes.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('admin.changes.intro')}</p>
      <State query={list} emptyText={t('admin.changes.empty')}>
        <p className="text-sm text-stone-600" role="status">
          {t('admin.changes.count', { count, n: formatNumber(count, locale) })}
        </p>
        <ul className="space-y-4" aria-label={t('admin.changes.title')}>
          {list.data?.results.map((item) => (
            <ChangeItem key={item.id} item={item} cities={list.data.cities} onReject={() => setRejecting(item)} />
          ))}
        </ul>
      </State>
      <RejectDialog
        subject={rejecting ? listingText(rejecting, locale).title : null}
        title={t('admin.changes.rejectTitle')}
        send={async (reason) => {
          await decide.mutateAsync({ id: rejecting!.id, action: 'reject', reason });
          toast.success(t('admin.changes.rejected'));
        }}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}
