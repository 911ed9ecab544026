import { localized } from '@manara/shared/i18n/index';
import { CURRENCIES } from '@manara/shared/money';
import {
  DELIVERY_LABELS,
  DELIVERY_MODES,
  MAX_SERVICE_DESCRIPTION,
  MAX_SERVICE_TITLE,
  SERVICE_CATEGORIES_BY_TYPE,
  SERVICE_CATEGORY_LABELS,
  SERVICE_UNIT_LABELS,
  SERVICE_UNITS,
  type DeliveryMode,
  type ServiceProviderType,
} from '@manara/shared/services';
import type { MyService } from '@manara/shared/schemas/services';
import { useState, type FormEvent } from 'react';
import { BilingualFields, NumberField, SelectField } from '@/components/form/fields';
import { FormKitProvider, useStateFormKit } from '@/components/form/form-kit';
import { FormActions, FormSection } from '@/components/form/form-layout';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { errorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useSaveService, useServiceCities } from '../api/services';
import '@/features/services/locales/strings';

const TEXT_FIELDS = [
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'category',
  'pricing',
  'price',
  'currency',
  'unit',
] as const;
const FIELDS = [...TEXT_FIELDS, 'delivery', 'city_ids'] as const;
type Values = Record<(typeof TEXT_FIELDS)[number], string>;

function initial(service: MyService | undefined, type: ServiceProviderType): Values {
  return {
    title_ar: service?.title_ar ?? '',
    title_en: service?.title_en ?? '',
    description_ar: service?.description_ar ?? '',
    description_en: service?.description_en ?? '',
    category: service?.category ?? SERVICE_CATEGORIES_BY_TYPE[type][0],
    pricing: service?.price_on_request ? 'on_request' : 'priced',
    price: service?.price != null ? String(service.price) : '',
    currency: service?.currency ?? 'JOD',
    unit: service?.unit ?? 'session',
  };
}

/** Adding or editing one service (decision 057): the server checks every rule; its field errors land on the fields. */
export function ServiceForm({ service, type, onDone }: { service?: MyService; type: ServiceProviderType; onDone(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveService();
  const fail = useSubmitFailure();
  const cities = useServiceCities();
  const [values, setValues] = useState(() => initial(service, type));
  const [delivery, setDelivery] = useState<DeliveryMode[]>(service?.delivery ?? ['office']);
  const [cityIds, setCityIds] = useState<number[]>(service?.cities.map((c) => c.id) ?? []);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const kit = useStateFormKit({
    values,
    onChange: (name, value) => setValues((v) => ({ ...v, [name]: value })),
    errors,
    disabled: save.isPending,
  });
  const onRequest = values.pricing === 'on_request';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const body = {
      title_ar: values.title_ar,
      title_en: values.title_en,
      description_ar: values.description_ar,
      description_en: values.description_en,
      category: values.category,
      price_on_request: onRequest,
      ...(!onRequest && { price: values.price, currency: values.currency, unit: values.unit }),
      delivery,
      city_ids: cityIds,
    };
    save.mutate(
      { id: service?.id, body: body as never },
      {
        onSuccess: onDone,
        onError: (error) =>
          fail(error, {
            fields: FIELDS,
            setError: (field, { message }) => setErrors((current) => ({ ...current, [field]: message })),
            checkFields: t('services.form.checkFields'),
            failed: t('services.failed'),
          }),
      },
    );
  };
  const groupError = (name: string) => errorText(errors[name], locale);
  return (
    <FormKitProvider kit={kit}>
      <form
        onSubmit={submit}
        className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
        noValidate
        aria-label={t(service ? 'services.form.edit' : 'services.form.add')}
      >
        <FormSection title={t('services.form.text')}>
          <p className="text-sm text-stone-600">{t('services.form.textHint')}</p>
          <BilingualFields
            name="title"
            label={{ ar: t('services.form.titleAr'), en: t('services.form.titleEn') }}
            maxLength={MAX_SERVICE_TITLE}
          />
          <BilingualFields
            name="description"
            long
            rows={3}
            label={{ ar: t('services.form.descriptionAr'), en: t('services.form.descriptionEn') }}
            maxLength={MAX_SERVICE_DESCRIPTION}
          />
          <SelectField
            name="category"
            required
            label={t('services.form.category')}
            options={SERVICE_CATEGORIES_BY_TYPE[type].map((c) => ({ value: c, label: SERVICE_CATEGORY_LABELS[c][locale] }))}
          />
        </FormSection>
        <FormSection title={t('services.form.price')}>
          <SelectField
            name="pricing"
            label={t('services.form.pricing')}
            options={[
              { value: 'priced', label: t('services.form.priced') },
              { value: 'on_request', label: t('services.onRequest') },
            ]}
          />
          {!onRequest && (
            <div className="grid gap-3 sm:grid-cols-3">
              <NumberField name="price" required label={t('services.form.amount')} />
              <SelectField
                name="currency"
                required
                label={t('services.form.currency')}
                options={CURRENCIES.map((c) => ({ value: c, label: t(`services.currencies.${c}`) }))}
              />
              <SelectField
                name="unit"
                required
                label={t('services.form.unit')}
                options={SERVICE_UNITS.map((u) => ({ value: u, label: SERVICE_UNIT_LABELS[u][locale] }))}
              />
            </div>
          )}
        </FormSection>
        <FormSection title={t('services.form.delivery')}>
          <fieldset aria-describedby={groupError('delivery') ? 'service-delivery-error' : undefined}>
            <legend className="sr-only">{t('services.form.delivery')}</legend>
            <div className="flex flex-wrap gap-4">
              {DELIVERY_MODES.map((mode) => (
                <label key={mode} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={delivery.includes(mode)}
                    disabled={save.isPending}
                    onChange={(e) => setDelivery((d) => (e.target.checked ? [...d, mode] : d.filter((m) => m !== mode)))}
                  />
                  {DELIVERY_LABELS[mode][locale]}
                </label>
              ))}
            </div>
            {groupError('delivery') && (
              <p id="service-delivery-error" className="mt-1 text-sm text-red-700">
                {groupError('delivery')}
              </p>
            )}
          </fieldset>
          <label htmlFor="service-cities" className="block text-sm font-medium text-stone-800">
            {t('services.form.cities')}
          </label>
          <select
            id="service-cities"
            multiple
            size={5}
            value={cityIds.map(String)}
            disabled={save.isPending}
            onChange={(e) => setCityIds([...e.target.selectedOptions].map((o) => Number(o.value)))}
            aria-describedby="service-cities-hint"
            className="w-full rounded-xl border border-stone-300 p-2 text-sm"
          >
            {cities.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {localized(c, 'name', locale)}
              </option>
            ))}
          </select>
          <p id="service-cities-hint" className="text-xs text-stone-600">
            {groupError('city_ids') ?? t('services.form.citiesHint')}
          </p>
        </FormSection>
        <FormActions busy={save.isPending} submitLabel={t('services.form.save')} onCancel={onDone} />
      </form>
    </FormKitProvider>
  );
}
