import { localized } from '@manara/shared/i18n/index';
import { MAX_BIO, MAX_DISPLAY_NAME, MAX_OFFICE_ADDRESS, PROVIDER_LANGUAGES, type ProviderOwn } from '@manara/shared/schemas/providers';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BilingualFields, NumberField, PhoneField, SelectField, TextField } from '@/components/form/fields';
import { FormKitProvider, useStateFormKit } from '@/components/form/form-kit';
import { FormSection } from '@/components/form/form-layout';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useCities, useSaveProfile } from '../api/providers';
import '@/features/providers/locales/strings';
import '@/features/services/locales/strings';

const TEXT_FIELDS = [
  'display_name',
  'bio_ar',
  'bio_en',
  'office_city_id',
  'office_address',
  'latitude',
  'longitude',
  'phone',
  'years_experience',
] as const;
const FIELDS = [...TEXT_FIELDS, 'city_ids', 'languages', 'show_phone', 'show_whatsapp'] as const;
type Values = Record<(typeof TEXT_FIELDS)[number], string>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

function initial(own: ProviderOwn): Values {
  return {
    display_name: own.display_name,
    bio_ar: text(own.bio_ar),
    bio_en: text(own.bio_en),
    office_city_id: text(own.office_city_id),
    office_address: text(own.office_address),
    latitude: text(own.latitude),
    longitude: text(own.longitude),
    phone: text(own.raw_phone),
    years_experience: text(own.years_experience),
  };
}

/** The provider's public details (decision 056): the server checks every rule; its field errors land on the fields. */
export function ProfileForm({ own }: { own: ProviderOwn }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveProfile();
  const fail = useSubmitFailure();
  const cities = useCities();
  const [values, setValues] = useState(() => initial(own));
  const [cityIds, setCityIds] = useState<number[]>(own.city_ids);
  const [languages, setLanguages] = useState<string[]>(own.languages);
  const [showPhone, setShowPhone] = useState(own.show_phone);
  const [showWhatsapp, setShowWhatsapp] = useState(own.show_whatsapp);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const kit = useStateFormKit({
    values,
    onChange: (name, value) => setValues((v) => ({ ...v, [name]: value })),
    errors,
    disabled: save.isPending,
  });
  const groupError = (name: string) => errorText(errors[name], locale);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const body = {
      display_name: values.display_name,
      bio_ar: values.bio_ar,
      bio_en: values.bio_en,
      city_ids: cityIds,
      languages,
      office_city_id: values.office_city_id ? Number(values.office_city_id) : null,
      office_address: values.office_address,
      latitude: numberOrNull(values.latitude),
      longitude: numberOrNull(values.longitude),
      phone: values.phone,
      show_phone: showPhone,
      show_whatsapp: showWhatsapp,
      years_experience: numberOrNull(values.years_experience),
    };
    save.mutate(body as never, {
      onSuccess: () => toast.success(t('providers.own.saved')),
      onError: (error) =>
        fail(error, {
          fields: FIELDS,
          setError: (field, { message }) => setErrors((current) => ({ ...current, [field]: message })),
          checkFields: t('services.form.checkFields'),
          failed: t('providers.own.failed'),
        }),
    });
  };
  const check = (label: string, checked: boolean, set: (v: boolean) => void, name: string) => (
    <div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={checked}
          disabled={save.isPending}
          onChange={(e) => set(e.target.checked)}
          aria-describedby={groupError(name) ? `${name}-error` : undefined}
        />
        {label}
      </label>
      {groupError(name) && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {groupError(name)}
        </p>
      )}
    </div>
  );
  return (
    <FormKitProvider kit={kit}>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('providers.own.title')}>
        <FormSection title={t('providers.about')}>
          <TextField name="display_name" required maxLength={MAX_DISPLAY_NAME} label={t('providers.own.displayName')} />
          <p className="text-sm text-stone-600">{t('providers.own.bioHint')}</p>
          <BilingualFields
            name="bio"
            long
            rows={4}
            maxLength={MAX_BIO}
            label={{ ar: t('providers.own.bioAr'), en: t('providers.own.bioEn') }}
          />
          <NumberField name="years_experience" integer label={t('providers.own.years')} />
        </FormSection>
        <FormSection title={t('providers.details')}>
          <label htmlFor="provider-cities" className="block text-sm font-medium text-stone-800">
            {t('providers.own.cities')}
          </label>
          <select
            id="provider-cities"
            multiple
            size={5}
            value={cityIds.map(String)}
            disabled={save.isPending}
            onChange={(e) => setCityIds([...e.target.selectedOptions].map((o) => Number(o.value)))}
            aria-invalid={groupError('city_ids') ? true : undefined}
            className="w-full rounded-xl border border-stone-300 p-2 text-sm"
          >
            {cities.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {localized(c, 'name', locale)}
              </option>
            ))}
          </select>
          {groupError('city_ids') && <p className="text-sm text-red-700">{groupError('city_ids')}</p>}
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">{t('providers.own.languages')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {PROVIDER_LANGUAGES.map((code) => (
                <label key={code} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={languages.includes(code)}
                    disabled={save.isPending}
                    onChange={(e) => setLanguages((l) => (e.target.checked ? [...l, code] : l.filter((x) => x !== code)))}
                  />
                  {t(`providers.languageNames.${code}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField
            name="office_city_id"
            label={t('providers.own.officeCity')}
            options={[
              { value: '', label: t('providers.own.noCity') },
              ...(cities.data ?? []).map((c) => ({ value: String(c.id), label: localized(c, 'name', locale) })),
            ]}
          />
          <TextField name="office_address" maxLength={MAX_OFFICE_ADDRESS} label={t('providers.own.officeAddress')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name="latitude" ltr label={t('providers.own.latitude')} />
            <TextField name="longitude" ltr label={t('providers.own.longitude')} />
          </div>
        </FormSection>
        <FormSection title={t('providers.own.phone')}>
          <PhoneField name="phone" label={t('providers.own.phone')} />
          {check(t('providers.own.showPhone'), showPhone, setShowPhone, 'show_phone')}
          {check(t('providers.own.showWhatsapp'), showWhatsapp, setShowWhatsapp, 'show_whatsapp')}
        </FormSection>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t('providers.own.save')}
          </Button>
        </div>
      </form>
    </FormKitProvider>
  );
}
