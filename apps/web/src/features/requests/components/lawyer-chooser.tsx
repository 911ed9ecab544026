import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { lawyersQueryOptions, type LawyerChoice } from '../api/lawyers';
import '@/features/requests/locales/strings';

/**
 * "Ask a lawyer to check this property's papers" (issue 32 item 7): the buyer chooses a verified lawyer —
 * those serving the listing's city first, then the others — or the Manara team's legal desk. `value`:
 * the lawyer's id, null for the team, undefined until chosen (then the first lawyer is, or the team).
 */
export function LawyerChooser({
  city,
  value,
  onChange,
}: {
  city: number | undefined;
  value: number | null | undefined;
  onChange(value: number | null): void;
}) {
  const { t } = useTranslation();
  const query = useQuery(lawyersQueryOptions(city));
  const first = query.data ? (query.data.near[0] ?? query.data.others[0] ?? null) : undefined;
  useEffect(() => {
    if (value === undefined && first !== undefined) onChange(first?.id ?? null);
  }, [value, first, onChange]);

  const option = (lawyer: LawyerChoice) => (
    <label
      key={lawyer.id}
      className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
    >
      <input type="radio" name="lawyer" value={lawyer.id} checked={value === lawyer.id} onChange={() => onChange(lawyer.id)} />
      <bdi className="font-medium text-stone-900">{lawyer.name}</bdi>
    </label>
  );
  const group = (title: string, lawyers: LawyerChoice[]) =>
    lawyers.length > 0 && (
      <div className="space-y-2">
        <p className="text-sm font-medium text-stone-600">{title}</p>
        {lawyers.map(option)}
      </div>
    );

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold text-stone-900">{t('requests.lawyer.legend')}</legend>
      {query.isPending && <p aria-busy="true">{t('requests.lawyer.loading')}</p>}
      {query.data && query.data.near.length + query.data.others.length === 0 && (
        <p className="text-sm text-stone-600">{t('requests.lawyer.none')}</p>
      )}
      {query.data && group(t('requests.lawyer.near'), query.data.near)}
      {query.data && group(t(query.data.near.length > 0 ? 'requests.lawyer.others' : 'requests.lawyer.all'), query.data.others)}
      <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
        <input type="radio" name="lawyer" value="team" checked={value === null} onChange={() => onChange(null)} />
        <span>
          <span className="block font-medium text-stone-900">{t('requests.lawyer.team')}</span>
          <span className="block text-sm text-stone-600">{t('requests.lawyer.teamHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
