import { formatNumber } from '@manara/shared/i18n/index';
import { PROJECT_TYPES, type ProjectDetail } from '@manara/shared/schemas/content';
import { MAX_CAPTION, PROJECT_CURRENCIES, projectWriteRequest } from '@manara/shared/schemas/projects';
import { MEDIA_LIMITS, mediaAccept, mediaFileProblem, mediaKindOfFile } from '@manara/shared/media';
import { ArrowDown, ArrowUp, ImagePlus, Loader2, Plus, Trash2, Video, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select, Textarea } from '@/components/ui/field';
import { errorStatus } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorText, fieldErrorKeys } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

const TEXTS = [
  'title_ar',
  'title_en',
  'location_ar',
  'location_en',
  'project_type',
  'completion_date',
  'area',
  'budget',
  'currency',
  'duration_months',
  'client_name',
  'description_ar',
  'description_en',
  'work_done_ar',
  'work_done_en',
  'finishing_ar',
  'finishing_en',
] as const;
type TextField = (typeof TEXTS)[number];
type Lang = 'ar' | 'en';

/** One photo or video in the media manager: stored (by id) or chosen now (a file with a preview). */
export type MediaItem = {
  key: string;
  media_type: 'image' | 'video';
  url: string;
  caption_ar: string;
  caption_en: string;
} & ({ id: number; file?: undefined } | { id?: undefined; file: File });

function initialTexts(p: ProjectDetail | null): Record<TextField, string> {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    title_ar: s(p?.title_ar),
    title_en: s(p?.title_en),
    location_ar: s(p?.location_ar),
    location_en: s(p?.location_en),
    project_type: s(p?.project_type),
    completion_date: s(p?.completion_date),
    area: s(p?.area),
    budget: s(p?.budget),
    currency: p?.currency || 'USD',
    duration_months: s(p?.duration_months),
    client_name: s(p?.client_name),
    description_ar: s(p?.description_ar),
    description_en: s(p?.description_en),
    work_done_ar: s(p?.work_done_ar),
    work_done_en: s(p?.work_done_en),
    finishing_ar: s(p?.finishing_ar),
    finishing_en: s(p?.finishing_en),
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

export interface ProjectFormSubmit {
  form: FormData;
  onProgress(fraction: number): void;
}

/**
 * The add and edit form of a completed project: every field in both languages, key features as an
 * editable list per language, the featured flag, and the media manager (photos and videos with
 * previews, Arabic and English captions, order, removal). Checked with the shared schema before
 * sending; server field errors land on their fields; nothing typed or chosen is lost when saving fails.
 */
export function ProjectForm({
  project,
  onSubmit,
  onCancel,
  onSavingChange,
}: {
  project: ProjectDetail | null;
  onSubmit(submit: ProjectFormSubmit): Promise<void>;
  onCancel(): void;
  /** Told when saving starts and ends (the dialog cannot be closed meanwhile). */
  onSavingChange?(saving: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [texts, setTexts] = useState(() => initialTexts(project));
  const [featured, setFeatured] = useState(project?.is_featured ?? false);
  const [features, setFeatures] = useState<Record<Lang, string[]>>(() => ({
    ar: project?.features_ar.length ? [...project.features_ar] : [''],
    en: project?.features_en.length ? [...project.features_en] : [''],
  }));
  const [media, setMedia] = useState<MediaItem[]>(
    () =>
      project?.project_media.map((m) => ({
        key: `stored-${m.id}`,
        id: m.id,
        media_type: m.media_type,
        url: m.file_url,
        caption_ar: m.caption_ar,
        caption_en: m.caption_en,
      })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  // Preview URLs are freed when an item is removed or the form goes away.
  const [previews] = useState(() => new Set<string>());
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const counter = useRef(0);
  const fromFile = (file: File, media_type: 'image' | 'video'): MediaItem => {
    const url = URL.createObjectURL(file);
    previews.add(url);
    return { key: `new-${++counter.current}`, file, media_type, url, caption_ar: '', caption_en: '' };
  };

  const clear = (...fields: string[]) =>
    setErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))) : e));
  const setText = (field: TextField, value: string) => {
    setTexts((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  const images = media.filter((m) => m.media_type === 'image').length;
  const videos = media.length - images;

  const addPhotos = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (photoInput.current) photoInput.current.value = '';
    if (!picked.length) return;
    const onlyImages = picked.filter((f) => mediaKindOfFile(f) === 'image');
    const room = Math.max(0, MEDIA_LIMITS.project.images - images);
    const accepted = onlyImages.slice(0, room);
    setErrors((e) => {
      const { media: _dropped, ...rest } = e;
      if (onlyImages.length > room) return { ...rest, media: 'too_many_images' };
      if (onlyImages.length < picked.length) return { ...rest, media: 'image_invalid' };
      return rest;
    });
    setMedia((list) => [...list, ...accepted.map((f) => fromFile(f, 'image'))]);
  };

  const addVideo = (files: FileList | null) => {
    const file = files?.[0];
    if (videoInput.current) videoInput.current.value = '';
    if (!file) return;
    // The server checks the bytes again; this says it before a long upload.
    const problem = mediaFileProblem('project', file, { images, videos }, 'video');
    if (problem) return setErrors((e) => ({ ...e, media: problem }));
    clear('media');
    setMedia((list) => [...list, fromFile(file, 'video')]);
  };

  const move = (index: number, by: -1 | 1) =>
    setMedia((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const removeItem = (item: MediaItem) => {
    if (item.file) {
      URL.revokeObjectURL(item.url);
      previews.delete(item.url);
    }
    setMedia((list) => list.filter((m) => m !== item));
    clear('media');
  };
  const setCaption = (item: MediaItem, lang: Lang, value: string) =>
    setMedia((list) => list.map((m) => (m === item ? { ...m, [`caption_${lang}`]: value } : m)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = {
      ...texts,
      is_featured: featured,
      features_ar: features.ar,
      features_en: features.en,
    };
    const checked = projectWriteRequest.safeParse(values);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      focusFirstError(found);
      return;
    }
    const form = new FormData();
    for (const field of TEXTS) form.append(field, texts[field]);
    form.append('is_featured', String(featured));
    form.append('features_ar', JSON.stringify(features.ar));
    form.append('features_en', JSON.stringify(features.en));
    let n = 0;
    const files: [string, File][] = [];
    const list = media.map((m) => {
      const captions = { caption_ar: m.caption_ar, caption_en: m.caption_en };
      if (m.id !== undefined) return { id: m.id, ...captions };
      const field = `file_${n++}`;
      files.push([field, m.file]);
      return { file: field, ...captions };
    });
    form.append('media', JSON.stringify(list));
    for (const [field, file] of files) form.append(field, file, file.name);
    setSaving(true);
    onSavingChange?.(true);
    setProgress(files.length ? 0 : null);
    try {
      await onSubmit({ form, onProgress: (f) => files.length && setProgress(f) });
    } catch (error) {
      const keys = fieldErrorKeys(error);
      if (errorStatus(error) === 413 && !keys.media) keys.media = 'video_too_large';
      setErrors(keys);
      focusFirstError(keys);
    } finally {
      setSaving(false);
      onSavingChange?.(false);
      setProgress(null);
    }
  };

  const fid = (field: string) => `${id}-${field}`;
  const focusFirstError = (found: Record<string, string>) => {
    const order = [...TEXTS, 'features_ar', 'features_en', 'media'];
    const first = order.find((f) => found[f]);
    if (!first) return;
    const target = first.startsWith('features_') ? `${fid(first)}-0` : first === 'media' ? fid('media-add') : fid(first);
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };
  const err = (field: string) => errorText(errors[field], locale);

  const text = (field: TextField, opts: { long?: boolean; required?: boolean; number?: boolean } = {}) => {
    const lang = field.endsWith('_ar') ? 'ar' : field.endsWith('_en') ? 'en' : undefined;
    const Control = opts.long ? Textarea : Input;
    return (
      <Field id={fid(field)} label={t(`admin.projects.fields.${field}`)} error={err(field)} required={opts.required}>
        <Control
          {...fieldAria(fid(field), err(field))}
          dir={lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : opts.number ? 'ltr' : 'auto'}
          lang={lang}
          rows={opts.long ? 3 : undefined}
          inputMode={opts.number ? 'decimal' : undefined}
          aria-required={opts.required ? true : undefined}
          value={texts[field]}
          disabled={saving}
          onChange={(e: { target: { value: string } }) => setText(field, e.target.value)}
        />
      </Field>
    );
  };

  const featureList = (lang: Lang) => {
    const field = `features_${lang}`;
    const list = features[lang];
    const update = (next: string[]) => {
      setFeatures((f) => ({ ...f, [lang]: next }));
      clear(field);
    };
    return (
      <div role="group" aria-labelledby={fid(`${field}-label`)} className="space-y-2">
        <p id={fid(`${field}-label`)} className="text-sm font-medium text-stone-800">
          {t(`admin.projects.fields.${field}`)}
        </p>
        <ul className="space-y-2">
          {list.map((value, i) => (
            <li key={i} className="flex items-center gap-2">
              <Input
                id={`${fid(field)}-${i}`}
                aria-label={`${t(`admin.projects.fields.${field}`)}: ${t('admin.projects.feature', { n: formatNumber(i + 1, locale) })}`}
                aria-invalid={err(field) ? true : undefined}
                aria-describedby={err(field) ? `${fid(field)}-error` : undefined}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                lang={lang}
                value={value}
                disabled={saving}
                onChange={(e) => update(list.map((v, j) => (j === i ? e.target.value : v)))}
              />
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0"
                disabled={saving}
                aria-label={t('admin.projects.removeFeature', { n: formatNumber(i + 1, locale) })}
                onClick={() => update(list.filter((_, j) => j !== i))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {err(field) && (
          <p id={`${fid(field)}-error`} className="text-sm text-red-700">
            {err(field)}
          </p>
        )}
        <Button variant="outline" size="sm" disabled={saving} onClick={() => update([...list, ''])}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.projects.addFeature')}
        </Button>
      </div>
    );
  };

  let photoN = 0;
  let videoN = 0;
  const firstImage = media.find((m) => m.media_type === 'image');

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5" aria-busy={saving}>
      <Section title={t('admin.projects.sections.basic')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('title_ar', { required: true })}
          {text('title_en', { required: true })}
          {text('location_ar')}
          {text('location_en')}
          <Field id={fid('project_type')} label={t('admin.projects.fields.project_type')} error={err('project_type')} required>
            <Select
              {...fieldAria(fid('project_type'), err('project_type'))}
              aria-required="true"
              value={texts.project_type}
              disabled={saving}
              onChange={(e) => setText('project_type', e.target.value)}
            >
              <option value="">{t('admin.projects.choose')}</option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`construction.types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={fid('completion_date')} label={t('admin.projects.fields.completion_date')} error={err('completion_date')}>
            <Input
              {...fieldAria(fid('completion_date'), err('completion_date'))}
              type="date"
              dir="ltr"
              value={texts.completion_date}
              disabled={saving}
              onChange={(e) => setText('completion_date', e.target.value)}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input type="checkbox" className="size-4" checked={featured} disabled={saving} onChange={(e) => setFeatured(e.target.checked)} />
          {t('admin.projects.fields.is_featured')}
        </label>
      </Section>

      <Section title={t('admin.projects.sections.facts')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('client_name')}
          {text('duration_months', { number: true })}
          {text('area', { number: true })}
          <div className="grid grid-cols-[1fr_auto] gap-2">
            {text('budget', { number: true })}
            <Field id={fid('currency')} label={t('admin.projects.fields.currency')} error={err('currency')}>
              <Select
                {...fieldAria(fid('currency'), err('currency'))}
                value={texts.currency}
                disabled={saving}
                onChange={(e) => setText('currency', e.target.value)}
              >
                {PROJECT_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </div>
      </Section>

      <Section title={t('admin.projects.sections.texts')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('description_ar', { long: true })}
          {text('description_en', { long: true })}
          {text('work_done_ar', { long: true })}
          {text('work_done_en', { long: true })}
          {text('finishing_ar', { long: true })}
          {text('finishing_en', { long: true })}
        </div>
      </Section>

      <Section title={t('admin.projects.sections.features')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {featureList('ar')}
          {featureList('en')}
        </div>
      </Section>

      <Section title={t('admin.projects.sections.media')}>
        <p id={fid('media-hint')} className="text-sm text-stone-600">
          {t('admin.projects.mediaHint', {
            images: formatNumber(MEDIA_LIMITS.project.images, locale),
            videos: formatNumber(MEDIA_LIMITS.project.videos, locale),
          })}
        </p>
        {media.length > 0 && (
          <ol className="space-y-3" aria-label={t('admin.projects.mediaList')}>
            {media.map((item, index) => {
              const n = formatNumber(index + 1, locale);
              const name =
                item.media_type === 'image'
                  ? t('admin.projects.photoN', { n: formatNumber(++photoN, locale) })
                  : t('admin.projects.videoN', { n: formatNumber(++videoN, locale) });
              return (
                <li key={item.key} className="space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
                  <div className="flex items-start gap-3">
                    <div className="relative w-28 shrink-0 sm:w-40">
                      {item.media_type === 'image' ? (
                        <img src={item.url} alt={name} className="aspect-[4/3] w-full rounded-lg object-cover" />
                      ) : (
                        <video
                          src={item.url}
                          className="aspect-[4/3] w-full rounded-lg bg-black object-cover"
                          muted
                          playsInline
                          preload="metadata"
                          aria-label={name}
                        />
                      )}
                      <span
                        className="absolute start-1 top-1 inline-flex size-6 items-center justify-center rounded-full bg-white text-xs font-bold text-stone-900 shadow"
                        aria-hidden="true"
                      >
                        {n}
                      </span>
                    </div>
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="text-sm font-semibold text-stone-900">{name}</p>
                      <div className="flex flex-wrap gap-1">
                        {item === firstImage && (
                          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                            {t('admin.projects.thumbnail')}
                          </span>
                        )}
                        {item.file && (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                            {t('admin.projects.newItem')}
                          </span>
                        )}
                      </div>
                      {item.file && (
                        <p className="text-start text-xs break-all text-stone-600" dir="auto">
                          {item.file.name}
                        </p>
                      )}
                    </div>
                    <div className="flex shrink-0 flex-col gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={saving || index === 0}
                        aria-label={t('admin.projects.moveUp', { n })}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={saving || index === media.length - 1}
                        aria-label={t('admin.projects.moveDown', { n })}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700"
                        disabled={saving}
                        aria-label={t('admin.projects.removeItem', { n })}
                        onClick={() => removeItem(item)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {(['ar', 'en'] as const).map((lang) => {
                      const captionId = fid(`${item.key}-caption-${lang}`);
                      const label = t(lang === 'ar' ? 'admin.projects.captionAr' : 'admin.projects.captionEn');
                      return (
                        <div key={lang}>
                          <label htmlFor={captionId} className="mb-1 block text-xs font-medium text-stone-700">
                            {label}
                          </label>
                          <Input
                            id={captionId}
                            aria-label={`${label}: ${name}`}
                            className="h-10"
                            dir={lang === 'ar' ? 'rtl' : 'ltr'}
                            lang={lang}
                            maxLength={MAX_CAPTION}
                            value={item[`caption_${lang}`]}
                            disabled={saving}
                            onChange={(e) => setCaption(item, lang, e.target.value)}
                          />
                        </div>
                      );
                    })}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={photoInput}
            id={fid('media-add')}
            type="file"
            accept={mediaAccept('image')}
            multiple
            className="sr-only"
            aria-describedby={fid('media-hint')}
            disabled={saving || images >= MEDIA_LIMITS.project.images}
            onChange={(e) => addPhotos(e.target.files)}
          />
          <label
            htmlFor={fid('media-add')}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-dashed border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50',
              (saving || images >= MEDIA_LIMITS.project.images) && 'cursor-not-allowed opacity-60',
            )}
          >
            <ImagePlus className="size-5" aria-hidden="true" />
            {t('admin.projects.addPhotos')}
          </label>
          <input
            ref={videoInput}
            id={fid('media-video')}
            type="file"
            accept={mediaAccept('video')}
            className="sr-only"
            aria-describedby={fid('media-hint')}
            disabled={saving || videos >= MEDIA_LIMITS.project.videos}
            onChange={(e) => addVideo(e.target.files)}
          />
          <label
            htmlFor={fid('media-video')}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-dashed border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50',
              (saving || videos >= MEDIA_LIMITS.project.videos) && 'cursor-not-allowed opacity-60',
            )}
          >
            <Video className="size-5" aria-hidden="true" />
            {t('admin.projects.addVideo')}
          </label>
        </div>
        {err('media') && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {err('media')}
          </p>
        )}
      </Section>

      {progress !== null && (
        <div className="space-y-1">
          <p className="text-sm text-stone-700">
            {t('admin.projects.uploading', { percent: formatNumber(progress, locale, { style: 'percent' }) })}
          </p>
          <div
            role="progressbar"
            aria-label={t('admin.projects.uploading', { percent: '' })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      {Object.keys(errors).some((field) => field !== 'media') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('admin.projects.checkFields')}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {saving ? t('admin.projects.saving') : t('admin.projects.save')}
        </Button>
      </div>
    </form>
  );
}
