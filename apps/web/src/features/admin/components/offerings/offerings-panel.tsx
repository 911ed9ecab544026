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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useConfirmFlow } from '@/components/form/confirm-flow';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, Input, Select, Textarea } from '@/components/ui/field';
import { api } from '@/lib/api';
import { errorText, fieldErrorKeys } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

const KEY = ['admin', 'offerings'] as const;
const FIELDS = ['title_ar', 'title_en', 'description_ar', 'description_en', 'category', 'price', 'price_unit', 'order'] as const;

function OfferingForm({ offering, onDone }: { offering: Offering | null; onDone(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<OfferingWriteForm, unknown, OfferingWriteRequest>({
    resolver: zodResolver(offeringWriteRequest),
    mode: 'onTouched',
    defaultValues: offering
      ? { ...offering, price: offering.price ?? undefined, price_unit: offering.price_unit ?? undefined }
      : { title_ar: '', title_en: '', description_ar: '', description_en: '', category: 'consultation', order: 0, is_active: true },
  });
  const submit = handleSubmit(async (values) => {
    try {
      if (offering) await api.patch(`/admin/offerings/${offering.id}/`, values);
      else await api.post('/admin/offerings/', values);
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: ['finance'] });
      toast.success(t('admin.offerings.saved'));
      onDone();
    } catch (error) {
      const fields = fieldErrorKeys(error);
      for (const field of FIELDS)
        if (fields[field]) setError(field as FieldPath<OfferingWriteForm>, { type: 'server', message: fields[field] });
      toast.error(t('admin.failed'));
    }
  });
  const err = (field: (typeof FIELDS)[number]) => errorText(formState.errors[field]?.message as string | undefined, locale);
  const f = (name: string) => `${id}-${name}`;
  const number = { setValueAs: (v: string) => (v === '' ? null : Number(v)) };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={f('title_ar')} label={t('admin.offerings.titleAr')} error={err('title_ar')} required>
          <Input {...fieldAria(f('title_ar'), err('title_ar'))} dir="rtl" lang="ar" {...register('title_ar')} />
        </Field>
        <Field id={f('title_en')} label={t('admin.offerings.titleEn')} error={err('title_en')} required>
          <Input {...fieldAria(f('title_en'), err('title_en'))} dir="ltr" lang="en" {...register('title_en')} />
        </Field>
        <Field id={f('description_ar')} label={t('admin.offerings.descriptionAr')} error={err('description_ar')}>
          <Textarea
            {...fieldAria(f('description_ar'), err('description_ar'))}
            dir="rtl"
            lang="ar"
            rows={3}
            {...register('description_ar')}
          />
        </Field>
        <Field id={f('description_en')} label={t('admin.offerings.descriptionEn')} error={err('description_en')}>
          <Textarea
            {...fieldAria(f('description_en'), err('description_en'))}
            dir="ltr"
            lang="en"
            rows={3}
            {...register('description_en')}
          />
        </Field>
        <Field id={f('category')} label={t('admin.offerings.category')} error={err('category')} required>
          <Select {...fieldAria(f('category'), err('category'))} {...register('category')}>
            {OFFERING_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`finance.offerings.categories.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={f('order')} label={t('admin.offerings.order')} error={err('order')}>
          <Input {...fieldAria(f('order'), err('order'))} type="number" min={0} dir="ltr" {...register('order', { valueAsNumber: true })} />
        </Field>
        <Field id={f('price')} label={t('admin.offerings.price')} error={err('price')}>
          <Input {...fieldAria(f('price'), err('price'))} type="number" min={0} step="0.01" dir="ltr" {...register('price', number)} />
        </Field>
        <Field id={f('price_unit')} label={t('admin.offerings.unit')} error={err('price_unit')}>
          <Select {...fieldAria(f('price_unit'), err('price_unit'))} {...register('price_unit', { setValueAs: (v: string) => v || null })}>
            <option value="">{t('admin.offerings.noUnit')}</option>
            {PRICE_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`finance.offerings.per.${u}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4" {...register('is_active')} />
        {t('admin.offerings.active')}
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={formState.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('admin.offerings.save')}
        </Button>
      </div>
    </form>
  );
}

/** Finance offerings: every one (active or not) in order; add, edit, activate, delete. */
export function OfferingsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<Offering[]>('/admin/offerings/', { signal }) });
  const [editing, setEditing] = useState<Offering | 'new' | null>(null);
  const deletion = useConfirmFlow<Offering>({
    act: async (o) => {
      await api.delete(`/admin/offerings/${o.id}/`);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
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
