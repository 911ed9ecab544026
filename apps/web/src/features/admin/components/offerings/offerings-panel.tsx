import { zodResolver } from '@hookform/resolvers/zod';
import { formatPrice, localized } from '@manara/shared/i18n/index';
import {
  OFFERING_CATEGORIES,
  offeringWriteRequest,
  PRICE_UNITS,
  type Offering,
  type OfferingWriteForm,
  type OfferingWriteRequest,
} from '@manara/shared/schemas/content';
import { toLatinDigits } from '@manara/shared/text/normalize';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConfirmFlow } from '@/components/form/confirm-flow';
import { BilingualFields, NumberField, SelectField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { FormActions } from '@/components/form/form-layout';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAdminOfferings, useDeleteOffering, useSaveOffering } from '../../api/offerings';
import '@/features/finance/locales/strings';
import '@/features/realty/locales/owner-strings';

const FIELDS = ['title_ar', 'title_en', 'description_ar', 'description_en', 'category', 'price', 'price_unit', 'order'] as const;

/** A number typed as text (Arabic-Indic digits too); an empty field is `empty`. */
const asNumber = (empty: number | null) => (v: unknown) => {
  const text = toLatinDigits(String(v ?? '')).trim();
  return text === '' ? empty : Number(text);
};

function OfferingForm({ offering, onDone }: { offering: Offering | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveOffering();
  const failed = useSubmitFailure();
  const form = useForm<OfferingWriteForm, unknown, OfferingWriteRequest>({
    resolver: zodResolver(offeringWriteRequest),
    mode: 'onTouched',
    defaultValues: offering
      ? { ...offering, price: offering.price ?? undefined, price_unit: offering.price_unit ?? undefined }
      : { title_ar: '', title_en: '', description_ar: '', description_en: '', category: 'consultation', order: 0, is_active: true },
  });
  const busy = form.formState.isSubmitting;
  const kit = useHookFormKit(form, {
    options: {
      // An empty order stays invalid (as the number input it replaced), an empty price is "on request".
      order: { setValueAs: asNumber(Number.NaN) },
      price: { setValueAs: asNumber(null) },
      price_unit: { setValueAs: (v: string) => v || null },
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: offering?.id ?? null, values });
      toast.success(t('admin.offerings.saved'));
      onDone();
    } catch (error) {
      failed(error, { fields: FIELDS, setError: form.setError, checkFields: t('admin.failed'), failed: t('admin.failed') });
    }
  });
  const label = (key: string) => t(`admin.offerings.${key}`);
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-busy={busy}>
      <FormKitProvider kit={kit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <BilingualFields name="title" label={{ ar: label('titleAr'), en: label('titleEn') }} required />
          <BilingualFields name="description" label={{ ar: label('descriptionAr'), en: label('descriptionEn') }} long />
          <SelectField
            name="category"
            label={label('category')}
            options={OFFERING_CATEGORIES.map((c) => ({ value: c, label: t(`finance.offerings.categories.${c}`) }))}
            required
          />
          <NumberField name="order" label={label('order')} integer />
          <NumberField name="price" label={label('price')} />
          <SelectField
            name="price_unit"
            label={label('unit')}
            placeholder={label('noUnit')}
            options={PRICE_UNITS.map((u) => ({ value: u, label: t(`finance.offerings.per.${u}`) }))}
          />
        </div>
      </FormKitProvider>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4" {...form.register('is_active')} />
        {label('active')}
      </label>
      <FormActions busy={busy} submitLabel={label('save')} onCancel={onDone} />
    </form>
  );
}

/** Finance offerings: every one (active or not) in order; add, edit, activate, delete. */
export function OfferingsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminOfferings();
  const remove = useDeleteOffering();
  const [editing, setEditing] = useState<Offering | 'new' | null>(null);
  const deletion = useConfirmFlow<Offering>({
    act: (o) => remove.mutateAsync(o.id),
    doneText: t('admin.offerings.deleted'),
    failedText: t('admin.failed'),
  });
  const deleting = deletion.item;
  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing('new')}>
        <Plus className="size-4" aria-hidden="true" />
        {t('admin.offerings.add')}
      </Button>
      {list.isError ? (
        <p role="alert">{t('admin.loadFailed')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('admin.offerings.title')}>
          {list.data?.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {localized(o, 'title', locale)}
                  {!o.is_active && (
                    <span className="ms-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-800">
                      {t('admin.offerings.inactive')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-600">
                  {t(`finance.offerings.categories.${o.category}`)} ·{' '}
                  {o.price === null ? t('finance.offerings.onRequest') : formatPrice(o.price, locale, o.currency)}
                  {o.price_unit && ` ${t(`finance.offerings.per.${o.price_unit}`)}`} · #{o.order}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(o)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('realty.mine.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => deletion.ask(o)} className="text-red-700">
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
        title={editing === 'new' ? t('admin.offerings.add') : t('admin.offerings.edit')}
      >
        {editing !== null && <OfferingForm offering={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
      <ConfirmDialog
        title={t('admin.offerings.deleteTitle')}
        description={t('realty.mine.deleteConfirm', { title: deleting ? localized(deleting, 'title', locale) : '' })}
        confirmLabel={t('realty.mine.delete')}
        {...deletion.dialog}
      />
    </div>
  );
}
