import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@manara/shared/errors';
import { formatNumber, localized } from '@manara/shared/i18n/index';
import { MEDIA_LIMITS, mediaAccept, mediaFileProblem, mediaKindOfFile } from '@manara/shared/media';
import {
  AMENITY_KEYS,
  MAX_DESCRIPTION,
  PROPERTY_PURPOSES,
  PROPERTY_TYPES,
  propertyCreateRequest,
  type PropertyCreateForm,
  type PropertyCreateRequest,
  type PropertyDetail,
} from '@manara/shared/schemas/realty';
import { ImagePlus, Loader2, Trash2, Video, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select, Textarea } from '@/components/ui/field';
import { errorStatus } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorText, fieldErrorKeys, showFieldErrors } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useCities } from '../api/get-cities';
import { useCountries } from '../api/get-countries';

const schemaResolver = zodResolver(propertyCreateRequest);

/** The shared schema, plus the country the form asks for (the server derives it from the city). */
const formResolver: Resolver<PropertyCreateForm, unknown, PropertyCreateRequest> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (!values.country_id) {
    return { values: {}, errors: { ...result.errors, country_id: { type: 'custom', message: 'country_required' } } };
  }
  return result;
};

const TEXT_FIELDS = [
  'title',
  'description',
  'type',
  'purpose',
  'price',
  'area',
  'beds',
  'baths',
  'floors',
  'country_id',
  'city_id',
] as const;
const FIELDS = [...TEXT_FIELDS, 'village', 'postal_code', 'address', 'amenities'] as const;
type FormField = (typeof FIELDS)[number];

interface NewFile {
  file: File;
  url: string;
}

export interface PropertyFormSubmit {
  form: FormData;
  onProgress(fraction: number): void;
}

function initialValues(property?: PropertyDetail): PropertyCreateForm {
  return {
    title: property?.title ?? '',
    description: property?.description ?? '',
    type: property?.type ?? ('' as PropertyCreateForm['type']),
    purpose: property?.purpose ?? ('' as PropertyCreateForm['purpose']),
    price: property ? String(property.price) : '',
    area: property ? String(property.area) : '',
    beds: property?.beds != null ? String(property.beds) : '',
    baths: property?.baths != null ? String(property.baths) : '',
    floors: property?.floors != null ? String(property.floors) : '',
    country_id: property ? String(property.country.id) : '',
    city_id: property ? String(property.city.id) : '',
    village: property?.village ?? '',
    postal_code: property?.postal_code ?? '',
    address: property?.address ?? '',
    amenities: property?.amenities ?? [],
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-stone-200 p-4">
      <legend className="px-1 text-base font-bold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The add and edit form (specification §2, §5): every field with its rule and message in the chosen
 * language, errors clearing as a field is edited, country then city, photos with previews and the
 * 10-photo limit, the video check, amenities, and an upload progress bar. What was typed stays when
 * sending fails; server field errors appear on their fields.
 */
export function PropertyForm({
  property,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  failedMessage,
}: {
  /** The listing being edited; absent when adding. */
  property?: PropertyDetail;
  submitLabel: string;
  busyLabel: string;
  onSubmit(submit: PropertyFormSubmit): Promise<void>;
  onCancel(): void;
  failedMessage: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const { register, handleSubmit, formState, setError, setValue, control, reset } = useForm<
    PropertyCreateForm,
    unknown,
    PropertyCreateRequest
  >({
    resolver: formResolver,
    // Errors appear on submit, then follow each field as it is edited (they clear once it is valid).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(property),
  });
  const countryId = Number(useWatch({ control, name: 'country_id' })) || undefined;
  const amenities = (useWatch({ control, name: 'amenities' }) ?? []) as string[];
  const countries = useCountries();
  const cities = useCities(countryId);

  const existingImages = useMemo(() => property?.property_media.filter((m) => m.media_type === 'image') ?? [], [property]);
  const existingVideo = property?.property_media.find((m) => m.media_type === 'video') ?? null;
  const [removedImages, setRemovedImages] = useState<number[]>([]);
  const [removeVideo, setRemoveVideo] = useState(false);
  const [images, setImages] = useState<NewFile[]>([]);
  const [video, setVideo] = useState<NewFile | null>(null);
  const [mediaAlert, setMediaAlert] = useState<{ field: 'images' | 'video'; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  // Preview URLs are freed when they are removed or the form goes away.
  const [urls] = useState(() => new Set<string>());
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const preview = (file: File): NewFile => {
    const url = URL.createObjectURL(file);
    urls.add(url);
    return { file, url };
  };
  const free = (f: NewFile) => {
    URL.revokeObjectURL(f.url);
    urls.delete(f.url);
  };

  const keptImages = existingImages.filter((m) => !removedImages.includes(m.id));
  const photoCount = keptImages.length + images.length;

  const addImages = (files: FileList | null) => {
    if (!files) return;
    const picked = [...files];
    const onlyImages = picked.filter((f) => mediaKindOfFile(f) === 'image');
    const room = Math.max(0, MEDIA_LIMITS.listing.images - photoCount);
    const accepted = onlyImages.slice(0, room);
    if (onlyImages.length > room) setMediaAlert({ field: 'images', text: errorMessage('too_many_images', locale) });
    else if (onlyImages.length < picked.length) setMediaAlert({ field: 'images', text: errorMessage('image_invalid', locale) });
    else setMediaAlert(null);
    setImages((current) => [...current, ...accepted.map(preview)]);
    if (imageInput.current) imageInput.current.value = '';
  };

  const pickVideo = (files: FileList | null) => {
    const file = files?.[0];
    if (videoInput.current) videoInput.current.value = '';
    if (!file) return;
    // A new video replaces the current one, so none is counted; the server checks the bytes again.
    const problem = mediaFileProblem('listing', file, { images: 0, videos: 0 }, 'video');
    if (problem) {
      setMediaAlert({ field: 'video', text: errorMessage(problem, locale) });
      return;
    }
    setMediaAlert(null);
    if (video) free(video);
    setVideo(preview(file));
  };

  const toggleAmenity = (key: string) =>
    setValue('amenities', amenities.includes(key) ? amenities.filter((a) => a !== key) : [...amenities, key], { shouldDirty: true });

  const submit = handleSubmit(async (values) => {
    const form = new FormData();
    for (const field of ['title', 'description', 'type', 'purpose', 'address', 'village', 'postal_code'] as const)
      form.append(field, values[field] ?? '');
    for (const field of ['price', 'area', 'city_id'] as const) form.append(field, String(values[field]));
    for (const field of ['beds', 'baths', 'floors', 'country_id'] as const)
      form.append(field, values[field] == null ? '' : String(values[field]));
    form.append('amenities', JSON.stringify(values.amenities));
    images.forEach((image, i) => form.append(`image_${i}`, image.file, image.file.name));
    if (video) form.append('video', video.file, video.file.name);
    if (property) {
      form.append('delete_images', JSON.stringify(removedImages));
      if (removeVideo && !video) form.append('delete_video', 'true');
    }
    setProgress(0);
    try {
      await onSubmit({ form, onProgress: setProgress });
      if (!property) {
        images.forEach(free);
        if (video) free(video);
        setImages([]);
        setVideo(null);
        reset(initialValues());
      }
    } catch (error) {
      const fields = fieldErrorKeys(error);
      showFieldErrors(error, FIELDS, (field, e, o) => setError(field as FieldPath<PropertyCreateForm>, e, o));
      for (const field of ['images', 'video'] as const) {
        if (fields[field]) setMediaAlert({ field, text: errorText(fields[field], locale) ?? failedMessage });
      }
      if (errorStatus(error) === 413 && !fields.images && !fields.video)
        setMediaAlert({ field: 'video', text: errorMessage('video_too_large', locale) });
      toast.error(failedMessage);
    } finally {
      setProgress(null);
    }
  });

  const err = (field: FormField) => errorText(formState.errors[field]?.message as string | undefined, locale);
  const fid = (field: string) => `${id}-${field}`;
  const busy = formState.isSubmitting;
  const numberProps = { type: 'text', inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } as const;

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5" aria-busy={busy}>
      <Section title={t('realty.form.basic')}>
        <Field id={fid('title')} label={t('realty.form.title')} error={err('title')} required>
          <Input {...fieldAria(fid('title'), err('title'))} dir="auto" aria-required="true" {...register('title')} />
        </Field>
        <Field id={fid('description')} label={t('realty.form.description')} error={err('description')} required>
          <Textarea
            {...fieldAria(fid('description'), err('description'))}
            dir="auto"
            rows={4}
            maxLength={MAX_DESCRIPTION}
            aria-required="true"
            {...register('description')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fid('type')} label={t('realty.form.type')} error={err('type')} required>
            <Select {...fieldAria(fid('type'), err('type'))} aria-required="true" {...register('type')}>
              <option value="">{t('realty.form.choose')}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`realty.types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={fid('purpose')} label={t('realty.form.purpose')} error={err('purpose')} required>
            <Select {...fieldAria(fid('purpose'), err('purpose'))} aria-required="true" {...register('purpose')}>
              <option value="">{t('realty.form.choose')}</option>
              {PROPERTY_PURPOSES.map((purpose) => (
                <option key={purpose} value={purpose}>
                  {t(`realty.purposes.${purpose}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </Section>

      <Section title={t('realty.form.priceSpecs')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fid('price')} label={t('realty.form.price')} error={err('price')} required>
            <Input {...fieldAria(fid('price'), err('price'))} {...numberProps} aria-required="true" {...register('price')} />
          </Field>
          <Field id={fid('area')} label={t('realty.form.area')} error={err('area')} required>
            <Input {...fieldAria(fid('area'), err('area'))} {...numberProps} aria-required="true" {...register('area')} />
          </Field>
        </div>
        <div className="grid grid-cols-3 gap-3">
          {(['beds', 'baths', 'floors'] as const).map((field) => (
            <Field key={field} id={fid(field)} label={t(`realty.form.${field}`)} error={err(field)}>
              <Input {...fieldAria(fid(field), err(field))} {...numberProps} inputMode="numeric" {...register(field)} />
            </Field>
          ))}
        </div>
      </Section>

      <Section title={t('realty.form.location')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fid('country_id')} label={t('realty.form.country')} error={err('country_id')} required>
            <Select
              {...fieldAria(fid('country_id'), err('country_id'))}
              aria-required="true"
              disabled={countries.isPending}
              {...register('country_id', { onChange: () => setValue('city_id', '' as unknown as number) })}
            >
              <option value="">{countries.isPending ? t('common.loading') : t('realty.form.chooseCountry')}</option>
              {countries.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {localized(c, 'name', locale)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={fid('city_id')} label={t('realty.form.city')} error={err('city_id')} required>
            <Select
              {...fieldAria(fid('city_id'), err('city_id'))}
              aria-required="true"
              disabled={!countryId || cities.isPending}
              {...register('city_id')}
            >
              <option value="">
                {!countryId
                  ? t('realty.form.countryFirst')
                  : cities.isPending
                    ? t('realty.form.loadingCities')
                    : t('realty.form.chooseCity')}
              </option>
              {cities.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {localized(c, 'name', locale)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={fid('village')} label={t('realty.form.village')} error={err('village')} hint={t('realty.form.optional')}>
            <Input {...fieldAria(fid('village'), err('village'), true)} dir="auto" {...register('village')} />
          </Field>
          <Field id={fid('postal_code')} label={t('realty.form.postalCode')} error={err('postal_code')} hint={t('realty.form.optional')}>
            <Input {...fieldAria(fid('postal_code'), err('postal_code'), true)} dir="ltr" {...register('postal_code')} />
          </Field>
        </div>
        <Field id={fid('address')} label={t('realty.form.address')} error={err('address')} required>
          <Input {...fieldAria(fid('address'), err('address'))} dir="auto" aria-required="true" {...register('address')} />
        </Field>
      </Section>

      <Section title={t('realty.form.photos')}>
        <p className="text-sm text-stone-600">
          {t('realty.form.photosHint', { n: formatNumber(photoCount, locale), max: formatNumber(MEDIA_LIMITS.listing.images, locale) })}
        </p>
        {(keptImages.length > 0 || images.length > 0) && (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('realty.form.photoList')}>
            {keptImages.map((m, i) => (
              <li key={m.id} className="relative">
                <img
                  src={m.file_url}
                  alt={t('realty.form.currentPhoto', { n: i + 1 })}
                  className="aspect-square w-full rounded-xl object-cover"
                />
                <button
                  type="button"
                  onClick={() => setRemovedImages((r) => [...r, m.id])}
                  disabled={busy}
                  aria-label={t('realty.form.removePhoto', { n: i + 1 })}
                  className="absolute end-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
            {images.map((image, i) => (
              <li key={image.url} className="relative">
                <img src={image.url} alt={image.file.name} className="aspect-square w-full rounded-xl object-cover" />
                <button
                  type="button"
                  onClick={() => {
                    free(image);
                    setImages((list) => list.filter((f) => f !== image));
                  }}
                  disabled={busy}
                  aria-label={t('realty.form.removeNewPhoto', { name: image.file.name, n: keptImages.length + i + 1 })}
                  className="absolute end-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={imageInput}
          id={fid('images')}
          type="file"
          accept={mediaAccept('image')}
          multiple
          className="sr-only"
          onChange={(e) => addImages(e.target.files)}
          disabled={busy || photoCount >= MEDIA_LIMITS.listing.images}
        />
        <label
          htmlFor={fid('images')}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-dashed border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50',
            (busy || photoCount >= MEDIA_LIMITS.listing.images) && 'cursor-not-allowed opacity-60',
          )}
        >
          <ImagePlus className="size-5" aria-hidden="true" />
          {t('realty.form.addPhotos')}
        </label>
        {mediaAlert?.field === 'images' && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {mediaAlert.text}
          </p>
        )}
      </Section>

      <Section title={t('realty.form.video')}>
        <p className="text-sm text-stone-600">{t('realty.form.videoHint')}</p>
        {video ? (
          <div className="flex items-center gap-3">
            <video src={video.url} className="aspect-video w-48 rounded-xl bg-black" muted playsInline aria-label={video.file.name} />
            <Button variant="ghost" size="sm" onClick={() => (free(video), setVideo(null))} disabled={busy}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('realty.form.removeVideo')}
            </Button>
          </div>
        ) : existingVideo && !removeVideo ? (
          <div className="flex items-center gap-3">
            <video
              src={existingVideo.file_url}
              className="aspect-video w-48 rounded-xl bg-black"
              muted
              playsInline
              preload="metadata"
              aria-label={t('realty.form.currentVideo')}
            />
            <Button variant="ghost" size="sm" onClick={() => setRemoveVideo(true)} disabled={busy}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('realty.form.removeVideo')}
            </Button>
          </div>
        ) : null}
        <input
          ref={videoInput}
          id={fid('video')}
          type="file"
          accept={mediaAccept('video')}
          className="sr-only"
          onChange={(e) => pickVideo(e.target.files)}
          disabled={busy}
        />
        <label
          htmlFor={fid('video')}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-dashed border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50',
            busy && 'cursor-not-allowed opacity-60',
          )}
        >
          <Video className="size-5" aria-hidden="true" />
          {video || (existingVideo && !removeVideo) ? t('realty.form.replaceVideo') : t('realty.form.addVideo')}
        </label>
        {mediaAlert?.field === 'video' && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {mediaAlert.text}
          </p>
        )}
      </Section>

      <Section title={t('realty.form.amenities')}>
        <p className="text-sm text-stone-600">{t('realty.form.amenitiesSelected', { n: formatNumber(amenities.length, locale) })}</p>
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
                  on ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600',
                )}
              >
                {t(`realty.amenities.${key}`)}
              </button>
            );
          })}
        </div>
      </Section>

      {progress !== null && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t('realty.form.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <p className="text-sm text-stone-600">
            {progress < 1
              ? t('realty.form.uploadingPercent', { n: formatNumber(Math.round(progress * 100), locale) })
              : t('realty.form.processing')}
          </p>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
