import { zodResolver } from '@hookform/resolvers/zod';
import { formatNumber, localized } from '@manara/shared/i18n/index';
import { MEDIA_LIMITS } from '@manara/shared/media';
import { dunamsToSquareMetres, measuredInDunams } from '@manara/shared/money';
import { toLatinDigits } from '@manara/shared/text/normalize';
import {
  AMENITY_KEYS,
  LISTING_TEXT_FIELDS,
  propertyCreateRequest,
  type PropertyCreateForm,
  type PropertyCreateRequest,
  type PropertyDetail,
  type PropertyPurpose,
} from '@manara/shared/schemas/realty';
import { useId, useState } from 'react';
import { CloudOff } from 'lucide-react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { PinPicker, type Pin } from './map/pin-picker';
import { NumberField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { FormActions } from '@/components/form/form-layout';
import { MediaPicker } from '@/components/form/media-picker';
import { useSaving } from '@/components/form/saving';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { UploadProgress } from '@/components/form/upload-progress';
import { errorStatus } from '@/lib/api';
import { isRetryableStatus } from '@/lib/outbox/flag';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useCities, useCountries } from '../api/locations';
import { ListingFormSections } from './listing-form-fields';
import { initialMedia, initialValues, PROPERTY_FIELDS, propertyFormData, videoLast } from './property-form-data';
import '@/features/realty/locales/more-strings';

// The server's errors about the photos and video are shown once, under the media picker.
const MEDIA_FIELDS = ['images', 'photo_order', 'video'] as const;
const isMediaField = (field: string): field is (typeof MEDIA_FIELDS)[number] => (MEDIA_FIELDS as readonly string[]).includes(field);

const schemaResolver = zodResolver(propertyCreateRequest);

/** The shared schema, plus the country the form asks for (the server derives it from the city). */
const formResolver: Resolver<PropertyCreateForm, unknown, PropertyCreateRequest> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (!values.country_id) {
    return { values: {}, errors: { ...result.errors, country_id: { type: 'custom', message: 'country_required' } } };
  }
  return result;
};

export interface PropertyFormSubmit {
  form: FormData;
  onProgress(fraction: number): void;
}

/**
 * The add and edit form (specification §2, §5): every field with its rule and message in the chosen
 * language, errors clearing as a field is edited, country then city, photos and a video through the
 * media picker, amenities, and an upload progress bar. What was typed stays when sending fails; server
 * field errors appear on their fields.
 */
export function PropertyForm({
  property,
  purpose,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  failedMessage,
}: {
  /** The listing being edited; absent when adding. */
  property?: PropertyDetail;
  /** A new listing's purpose, chosen first: the page the form was opened from (rent or buy-sell). */
  purpose?: PropertyPurpose;
  submitLabel: string;
  busyLabel: string;
  onSubmit(submit: PropertyFormSubmit): Promise<void>;
  onCancel(): void;
  failedMessage: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formId = useId();
  const form = useForm<PropertyCreateForm, unknown, PropertyCreateRequest>({
    resolver: formResolver,
    // Errors appear on submit, then follow each field as it is edited (they clear once it is valid).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(property, purpose),
  });
  const { handleSubmit, formState, setError, setValue, control, reset } = form;
  const busy = formState.isSubmitting;
  const kit = useHookFormKit(form, {
    disabled: busy,
    options: {
      country_id: { onChange: () => setValue('city_id', '' as unknown as number) },
      // The texts' rules tie the four fields together (decision 045): editing one checks the others again.
      ...Object.fromEntries(LISTING_TEXT_FIELDS.map((f) => [f, { deps: LISTING_TEXT_FIELDS.filter((o) => o !== f) }])),
    },
  });
  const countryId = Number(useWatch({ control, name: 'country_id' })) || undefined;
  const amenities = (useWatch({ control, name: 'amenities' }) ?? []) as string[];
  const inDunams = measuredInDunams(String(useWatch({ control, name: 'type' }) ?? ''));
  const areaValue = Number(toLatinDigits(String(useWatch({ control, name: 'area' }) ?? '')));
  const countries = useCountries();
  const cities = useCities(countryId);
  const cityId = Number(useWatch({ control, name: 'city_id' })) || undefined;
  const city = cities.data?.find((c) => c.id === cityId);
  const cityCentre = city?.latitude != null && city.longitude != null ? { latitude: city.latitude, longitude: city.longitude } : null;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] }) as [unknown, unknown];
  const pin =
    latitude == null || latitude === '' || longitude == null || longitude === ''
      ? null
      : { latitude: Number(latitude), longitude: Number(longitude) };
  const setPin = (next: Pin | null) => {
    for (const [field, value] of [
      ['latitude', next?.latitude],
      ['longitude', next?.longitude],
    ] as const)
      setValue(field, value === undefined ? '' : String(value), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const pinError = formState.errors.latitude?.message ?? formState.errors.longitude?.message;

  const [media, setMedia] = useState(() => initialMedia(property));
  const [mediaError, setMediaError] = useState<string | undefined>();
  const { progress, run } = useSaving();
  const failed = useSubmitFailure();
  const photoCount = media.filter((m) => m.kind === 'image').length;

  const toggleAmenity = (key: string) =>
    setValue('amenities', amenities.includes(key) ? amenities.filter((a) => a !== key) : [...amenities, key], { shouldDirty: true });

  /** Sent without an answer (connection lost, even mid-upload): everything stays, and "Try again". */
  const [unsent, setUnsent] = useState(false);

  const submit = handleSubmit(async (values) => {
    setUnsent(false);
    try {
      await run((onProgress) => onSubmit({ form: propertyFormData(values, media, property), onProgress }), true);
      if (!property) {
        setMedia([]);
        reset(initialValues(undefined, purpose));
      }
    } catch (error) {
      if (isRetryableStatus(errorStatus(error))) {
        setUnsent(true);
        return;
      }
      const onMedia: Record<string, string> = {};
      failed(error, {
        fields: [...PROPERTY_FIELDS, ...MEDIA_FIELDS],
        setError: (field, e, o) =>
          isMediaField(field) ? (onMedia[field] = e.message) : setError(field as FieldPath<PropertyCreateForm>, e, o),
        checkFields: failedMessage,
        failed: failedMessage,
      });
      const mediaKey =
        onMedia.images ?? onMedia.photo_order ?? onMedia.video ?? (errorStatus(error) === 413 ? 'video_too_large' : undefined);
      setMediaError(mediaKey && (errorText(mediaKey, locale) ?? failedMessage));
    }
  });

  const places = (list?: { id: number; name_ar: string; name_en: string }[]) =>
    list?.map((c) => ({ value: c.id, label: localized(c, 'name', locale) })) ?? [];

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5" aria-busy={busy}>
      <FormKitProvider kit={kit}>
        <ListingFormSections
          parts={{
            places: {
              countries: {
                placeholder: countries.isPending ? t('common.loading') : t('realty.form.chooseCountry'),
                options: places(countries.data),
                disabled: countries.isPending,
              },
              cities: {
                placeholder: !countryId
                  ? t('realty.form.countryFirst')
                  : cities.isPending
                    ? t('realty.form.loadingCities')
                    : t('realty.form.chooseCity'),
                options: places(cities.data),
                disabled: !countryId || cities.isPending,
              },
            },
            own: {
              area: (
                <NumberField
                  name="area"
                  label={inDunams ? t('realty.form.areaDunams') : t('realty.form.area')}
                  hint={
                    inDunams && areaValue > 0
                      ? t('realty.form.areaInSqm', { value: formatNumber(dunamsToSquareMetres(areaValue), locale) })
                      : undefined
                  }
                  required
                />
              ),
              latitude: (
                <div>
                  <p className="text-sm font-medium text-stone-900">{t('realty.map.pinSection')}</p>
                  <p id={`${formId}-pin-hint`} className="mb-2 text-sm text-stone-600">
                    {t('realty.map.pinHint')}
                  </p>
                  <PinPicker
                    value={pin}
                    center={cityCentre}
                    onChange={setPin}
                    error={pinError ? (errorText(String(pinError), locale) ?? String(pinError)) : undefined}
                    describedBy={`${formId}-pin-hint`}
                  />
                </div>
              ),
              amenities: (
                <>
                  <p className="text-sm text-stone-600">
                    {t('realty.form.amenitiesSelected', { n: formatNumber(amenities.length, locale) })}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {AMENITY_KEYS.map((key) => {
                      const on = amenities.includes(key);
                      return (
                        <button
                          key={key}
                          type="button"
                          aria-pressed={on}
                          onClick={() => toggleAmenity(key)}
                          disabled={busy}
                          className={cn(
                            'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                            on
                              ? 'border-brand-700 bg-brand-700 text-white'
                              : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600',
                          )}
                        >
                          {t(`realty.amenities.${key}`)}
                        </button>
                      );
                    })}
                  </div>
                </>
              ),
            },
            media: (
              <MediaPicker
                owner="listing"
                items={media}
                onItemsChange={(next) => {
                  setMedia(videoLast(next));
                  setMediaError(undefined);
                }}
                newExtra={null}
                orderable="images"
                disabled={busy}
                label={t('realty.form.photoList')}
                hint={
                  <>
                    {t('realty.form.photosHint', {
                      n: formatNumber(photoCount, locale),
                      max: formatNumber(MEDIA_LIMITS.listing.images, locale),
                    })}{' '}
                    {t('realty.form.videoHint')}
                    <span className="block">{t('realty.form.photoOrderHint')}</span>
                  </>
                }
                error={mediaError}
                inputId={kit.id('images')}
              />
            ),
          }}
        />
      </FormKitProvider>

      <UploadProgress progress={progress} />
      {unsent && !busy && (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <CloudOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="space-y-1">
            <p className="font-semibold">{t('realty.form.unsent')}</p>
            <p className="text-sm">{t('realty.form.unsentHint')}</p>
          </div>
        </div>
      )}
      <FormActions busy={busy} submitLabel={unsent ? t('common.retry') : submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}
