import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@manara/shared/i18n/index';
import {
  cityWriteRequest,
  countryWriteRequest,
  MAX_LOCATION_NAME,
  type AdminCity,
  type AdminCountry,
  type CityWriteForm,
  type CityWriteRequest,
  type CountryWriteForm,
  type CountryWriteRequest,
} from '@manara/shared/schemas/locations';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BilingualFields, SelectField, TextField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { FormActions } from '@/components/form/form-layout';
import { useSubmitFailure, type SubmitFailureOptions } from '@/components/form/submit-failure';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAdminCities, useSaveCity, useSaveCountry } from '../../api/locations';

const CITY_FIELDS = ['name_ar', 'name_en', 'country_id', 'governorate_ar', 'governorate_en'] as const;
const COUNTRY_FIELDS = ['name_ar', 'name_en', 'code'] as const;

/** A failed save: the server's field errors go on their fields (values stay as typed), anything else is a toast. */
function useSaveFailed() {
  const { t } = useTranslation();
  const failed = useSubmitFailure();
  return <F extends string>(error: unknown, fields: readonly F[], setError: SubmitFailureOptions<F>['setError']) =>
    failed(error, { fields, setError, checkFields: t('admin.locations.checkFields'), failed: t('admin.failed') });
}

export function CountryForm({
  country,
  onCancel,
  onDone,
}: {
  country: AdminCountry | null;
  onCancel(): void;
  onDone(saved: AdminCountry): void;
}) {
  const { t } = useTranslation();
  const save = useSaveCountry();
  const failed = useSaveFailed();
  const form = useForm<CountryWriteForm, unknown, CountryWriteRequest>({
    resolver: zodResolver(countryWriteRequest),
    mode: 'onTouched',
    defaultValues: country ? { name_ar: country.name_ar, name_en: country.name_en } : { name_ar: '', name_en: '' },
  });
  const { handleSubmit, formState, setError } = form;
  const kit = useHookFormKit(form);
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: country?.id ?? null, values: { ...values, code: values.code || undefined } });
      toast.success(t('admin.locations.saved'));
      onDone(saved);
    } catch (error) {
      failed(error, COUNTRY_FIELDS, setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <FormKitProvider kit={kit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <BilingualFields
            name="name"
            label={{ ar: t('admin.locations.nameAr'), en: t('admin.locations.nameEn') }}
            maxLength={MAX_LOCATION_NAME}
            required
          />
          {!country && <TextField name="code" label={t('admin.locations.code')} maxLength={2} ltr />}
        </div>
      </FormKitProvider>
      <FormActions busy={formState.isSubmitting} submitLabel={t('admin.locations.save')} onCancel={onCancel} />
    </form>
  );
}

export function CityForm({
  city,
  countries,
  countryId,
  onCancel,
  onDone,
}: {
  city: AdminCity | null;
  countries: AdminCountry[];
  countryId: number;
  onCancel(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveCity();
  const failed = useSaveFailed();
  const form = useForm<CityWriteForm, unknown, CityWriteRequest>({
    resolver: zodResolver(cityWriteRequest),
    mode: 'onTouched',
    defaultValues: city
      ? {
          name_ar: city.name_ar,
          name_en: city.name_en,
          country_id: city.country_id,
          governorate_ar: city.governorate_ar,
          governorate_en: city.governorate_en,
        }
      : { name_ar: '', name_en: '', country_id: countryId, governorate_ar: '', governorate_en: '' },
  });
  const { handleSubmit, formState, setError, setValue, getValues, control } = form;
  // The chosen country's governorates, offered as suggestions in both languages (picking one fills the other).
  const chosenCountry = Number(useWatch({ control, name: 'country_id' })) || undefined;
  const cities = useAdminCities(chosenCountry, '');
  const governorates = useMemo(() => {
    const seen = new Map<string, { ar: string; en: string }>();
    for (const c of cities.data ?? []) seen.set(`${c.governorate_ar}|${c.governorate_en}`, { ar: c.governorate_ar, en: c.governorate_en });
    return [...seen.values()];
  }, [cities.data]);
  const pair = (to: 'governorate_ar' | 'governorate_en', lang: 'ar' | 'en') => ({
    onChange: (e: { target: { value: string } }) => {
      const match = governorates.find((g) => g[lang] === e.target.value.trim());
      const other = getValues(to);
      if (match && (!other || governorates.some((g) => g[lang === 'ar' ? 'en' : 'ar'] === other)))
        setValue(to, lang === 'ar' ? match.en : match.ar, { shouldValidate: formState.isSubmitted });
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: city?.id ?? null, values });
      toast.success(t('admin.locations.saved'));
      onDone();
    } catch (error) {
      failed(error, CITY_FIELDS, setError);
    }
  });
  const kit = useHookFormKit(form, {
    options: {
      country_id: { setValueAs: (v: string) => Number(v) },
      governorate_ar: pair('governorate_en', 'ar'),
      governorate_en: pair('governorate_ar', 'en'),
    },
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormKitProvider kit={kit}>
          <BilingualFields
            name="name"
            label={{ ar: t('admin.locations.nameAr'), en: t('admin.locations.nameEn') }}
            maxLength={MAX_LOCATION_NAME}
            required
          />
          <SelectField
            name="country_id"
            label={t('admin.locations.country')}
            options={countries.map((c) => ({ value: c.id, label: localized(c, 'name', locale) }))}
            required
            className="sm:col-span-2"
          />
          {(['ar', 'en'] as const).map((lang) => (
            <TextField
              key={lang}
              name={`governorate_${lang}`}
              label={t(lang === 'ar' ? 'admin.locations.governorateAr' : 'admin.locations.governorateEn')}
              hint={lang === 'ar' ? t('admin.locations.governorateHint') : undefined}
              lang={lang}
              maxLength={MAX_LOCATION_NAME}
              suggestions={[...new Set(governorates.map((g) => g[lang]))]}
              required
            />
          ))}
        </FormKitProvider>
      </div>
      <FormActions busy={formState.isSubmitting} submitLabel={t('admin.locations.save')} onCancel={onCancel} />
    </form>
  );
}
