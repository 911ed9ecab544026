import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, formatNumber, localized } from '@manara/shared/i18n/index';
import { FINANCING_KINDS } from '@manara/shared/financing';
import { CURRENCIES } from '@manara/shared/money';
import {
  financingProfileWriteRequest,
  type FinancingProfile,
  type FinancingProfileForm,
  type FinancingProfileWriteRequest,
} from '@manara/shared/schemas/financing';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConfirmFlow } from '@/components/form/confirm-flow';
import { BilingualFields, DateField, NumberField, SelectField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { FormActions } from '@/components/form/form-layout';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAdminFinancingProfiles, useDeleteFinancingProfile, useSaveFinancingProfile } from '../../api/financing';
import '@/features/realty/locales/owner-strings';

const FIELDS = ['name_ar', 'name_en', 'kind', 'currency', 'annual_rate', 'max_years', 'min_down_payment_percent', 'checked_on'] as const;

/** Today in Palestine, YYYY-MM-DD (a new profile's "checked on"). */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Hebron' });

function ProfileForm({ profile, onDone }: { profile: FinancingProfile | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveFinancingProfile();
  const failed = useSubmitFailure();
  const form = useForm<FinancingProfileForm, unknown, FinancingProfileWriteRequest>({
    resolver: zodResolver(financingProfileWriteRequest),
    mode: 'onTouched',
    defaultValues: profile
      ? {
          ...profile,
          annual_rate: String(profile.annual_rate),
          max_years: String(profile.max_years),
          min_down_payment_percent: String(profile.min_down_payment_percent),
        }
      : { name_ar: '', name_en: '', kind: 'conventional', currency: 'USD', checked_on: today(), is_active: true },
  });
  const busy = form.formState.isSubmitting;
  const kit = useHookFormKit(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: profile?.id ?? null, values });
      toast.success(t('admin.financing.saved'));
      onDone();
    } catch (error) {
      failed(error, { fields: FIELDS, setError: form.setError, checkFields: t('admin.failed'), failed: t('admin.failed') });
    }
  });
  const label = (key: string) => t(`admin.financing.${key}`);
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-busy={busy}>
      <FormKitProvider kit={kit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <BilingualFields name="name" label={{ ar: label('nameAr'), en: label('nameEn') }} required />
          <SelectField
            name="kind"
            label={label('kind')}
            options={FINANCING_KINDS.map((k) => ({ value: k, label: label(`kinds.${k}`) }))}
            required
          />
          <SelectField name="currency" label={label('currency')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} required />
          <NumberField name="annual_rate" label={label('annualRate')} required />
          <NumberField name="max_years" label={label('maxYears')} integer required />
          <NumberField name="min_down_payment_percent" label={label('minDownPaymentPercent')} required />
          <DateField name="checked_on" label={label('checkedOn')} required />
        </div>
      </FormKitProvider>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4" {...form.register('is_active')} />
        {label('isActive')}
      </label>
      <FormActions busy={busy} submitLabel={label('save')} onCancel={onDone} />
    </form>
  );
}

/** Financing profiles (decision 062): the listing calculator's presets; add, edit, deactivate, delete. */
export function FinancingPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminFinancingProfiles();
  const remove = useDeleteFinancingProfile();
  const [editing, setEditing] = useState<FinancingProfile | 'new' | null>(null);
  const deletion = useConfirmFlow<FinancingProfile>({
    act: (p) => remove.mutateAsync(p.id),
    doneText: t('admin.financing.deleted'),
    failedText: t('admin.failed'),
  });
  const deleting = deletion.item;
  const percent = (n: number) => `${formatNumber(n, locale, { maximumFractionDigits: 3 })}%`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('admin.financing.intro')}</p>
      <Button onClick={() => setEditing('new')}>
        <Plus className="size-4" aria-hidden="true" />
        {t('admin.financing.add')}
      </Button>
      {list.isError ? (
        <p role="alert">{t('admin.loadFailed')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('admin.financing.title')}>
          {list.data?.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  <bdi>{localized(p, 'name', locale)}</bdi>
                  {!p.is_active && (
                    <span className="ms-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-800">
                      {t('admin.financing.inactive')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-600">
                  {t(`admin.financing.kinds.${p.kind}`)} · {p.currency} · {percent(p.annual_rate)} ·{' '}
                  {t('admin.financing.upToYears', { count: p.max_years })} ·{' '}
                  {t('admin.financing.leastDown', { percent: percent(p.min_down_payment_percent) })} ·{' '}
                  {t('admin.financing.checked', { date: formatDate(`${p.checked_on}T12:00:00Z`, locale) })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('realty.mine.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => deletion.ask(p)} className="text-red-700">
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('realty.mine.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        size="lg"
        title={editing === 'new' ? t('admin.financing.add') : t('admin.financing.edit')}
      >
        {editing !== null && <ProfileForm profile={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
      <ConfirmDialog
        title={t('admin.financing.deleteTitle')}
        description={t('realty.mine.deleteConfirm', { title: deleting ? localized(deleting, 'name', locale) : '' })}
        confirmLabel={t('realty.mine.delete')}
        {...deletion.dialog}
      />
    </div>
  );
}
