import { formatNumber } from '@manara/shared/i18n/index';
import { MEDIA_LIMITS } from '@manara/shared/media';
import { PROJECT_TYPES, type ProjectDetail } from '@manara/shared/schemas/content';
import { MAX_CAPTION, PROJECT_CURRENCIES, projectWriteRequest } from '@manara/shared/schemas/projects';
import { useState, type FormEvent } from 'react';
import { BilingualFields, DateField, NumberField, SelectField, TextField } from '@/components/form/fields';
import { FormKitProvider, useStateFormKit } from '@/components/form/form-kit';
import { FormActions, FormAlert, FormSection } from '@/components/form/form-layout';
import { MediaPicker } from '@/components/form/media-picker';
import { useSaving } from '@/components/form/saving';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { UploadProgress } from '@/components/form/upload-progress';
import { Input } from '@/components/ui/field';
import { errorStatus } from '@/lib/api';
import { errorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { FeatureList } from './feature-list';
import {
  initialProjectMedia,
  initialTexts,
  PROJECT_TEXTS,
  projectFormData,
  type ProjectMedia,
  type ProjectText,
} from './project-form-data';
import '@/features/construction/locales/strings';

type Lang = 'ar' | 'en';
const FIELDS = [...PROJECT_TEXTS, 'features_ar', 'features_en', 'media'] as const;

export interface ProjectFormSubmit {
  form: FormData;
  onProgress(fraction: number): void;
}

/**
 * The add and edit form of a completed project: every field in both languages, key features as an
 * editable list per language, the featured flag, and the media picker (photos and videos with
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
  const [texts, setTexts] = useState(() => initialTexts(project));
  const [featured, setFeatured] = useState(project?.is_featured ?? false);
  const [features, setFeatures] = useState<Record<Lang, string[]>>(() => ({
    ar: project?.features_ar.length ? [...project.features_ar] : [''],
    en: project?.features_en.length ? [...project.features_en] : [''],
  }));
  const [media, setMedia] = useState(() => initialProjectMedia(project));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, progress, run } = useSaving(onSavingChange);
  const failed = useSubmitFailure();

  const clear = (...fields: string[]) =>
    setErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))) : e));
  const kit = useStateFormKit({
    values: texts,
    onChange: (field: ProjectText, value) => {
      setTexts((v) => ({ ...v, [field]: value }));
      clear(field);
    },
    errors,
    disabled: saving,
  });

  const focusFirstError = (found: Record<string, string>) => {
    const first = FIELDS.find((f) => found[f]);
    if (!first) return;
    const target = first.startsWith('features_') ? `${kit.id(first)}-0` : first === 'media' ? kit.id('media') : kit.id(first);
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = projectWriteRequest.safeParse({ ...texts, is_featured: featured, features_ar: features.ar, features_en: features.en });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      focusFirstError(found);
      return;
    }
    const { form, files } = projectFormData(texts, featured, features, media);
    try {
      await run((onProgress) => onSubmit({ form, onProgress }), files > 0);
    } catch (error) {
      const found: Record<string, string> = {};
      failed(error, {
        fields: FIELDS,
        setError: (field, e) => (found[field] = e.message),
        checkFields: t('admin.failed'),
        failed: t('admin.failed'),
      });
      if (errorStatus(error) === 413 && !found.media) found.media = 'video_too_large';
      setErrors(found);
      focusFirstError(found);
    }
  };

  const label = (field: string) => t(`admin.projects.fields.${field}`);
  const setCaption = (item: ProjectMedia, lang: Lang, value: string) =>
    setMedia((list) => list.map((m) => (m === item ? { ...m, extra: { ...m.extra, [`caption_${lang}`]: value } } : m)));

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5" aria-busy={saving}>
      <FormKitProvider kit={kit}>
        <FormSection title={t('admin.projects.sections.basic')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <BilingualFields name="title" label={{ ar: label('title_ar'), en: label('title_en') }} required />
            <BilingualFields name="location" label={{ ar: label('location_ar'), en: label('location_en') }} />
            <SelectField
              name="project_type"
              label={label('project_type')}
              placeholder={t('admin.projects.choose')}
              options={PROJECT_TYPES.map((type) => ({ value: type, label: t(`construction.types.${type}`) }))}
              required
            />
            <DateField name="completion_date" label={label('completion_date')} />
          </div>
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-4"
              checked={featured}
              disabled={saving}
              onChange={(e) => setFeatured(e.target.checked)}
            />
            {label('is_featured')}
          </label>
        </FormSection>

        <FormSection title={t('admin.projects.sections.facts')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="client_name" label={label('client_name')} />
            <NumberField name="duration_months" label={label('duration_months')} />
            <NumberField name="area" label={label('area')} />
            <div className="grid grid-cols-[1fr_auto] gap-2">
              <NumberField name="budget" label={label('budget')} />
              <SelectField name="currency" label={label('currency')} options={PROJECT_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </div>
          </div>
        </FormSection>

        <FormSection title={t('admin.projects.sections.texts')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['description', 'work_done', 'finishing'] as const).map((field) => (
              <BilingualFields key={field} name={field} label={{ ar: label(`${field}_ar`), en: label(`${field}_en`) }} long />
            ))}
          </div>
        </FormSection>
      </FormKitProvider>

      <FormSection title={t('admin.projects.sections.features')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['ar', 'en'] as const).map((lang) => (
            <FeatureList
              key={lang}
              lang={lang}
              id={kit.id(`features_${lang}`)}
              list={features[lang]}
              error={errorText(errors[`features_${lang}`], locale)}
              disabled={saving}
              onChange={(next) => {
                setFeatures((f) => ({ ...f, [lang]: next }));
                clear(`features_${lang}`);
              }}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title={t('admin.projects.sections.media')}>
        <MediaPicker
          owner="project"
          items={media}
          onItemsChange={(next) => {
            setMedia(next);
            clear('media');
          }}
          newExtra={{ caption_ar: '', caption_en: '' }}
          orderable
          disabled={saving}
          label={t('admin.projects.mediaList')}
          hint={t('admin.projects.mediaHint', {
            images: formatNumber(MEDIA_LIMITS.project.images, locale),
            videos: formatNumber(MEDIA_LIMITS.project.videos, locale),
          })}
          error={errorText(errors.media, locale)}
          inputId={kit.id('media')}
          renderExtra={(item, name) =>
            (['ar', 'en'] as const).map((lang) => {
              const captionLabel = t(lang === 'ar' ? 'admin.projects.captionAr' : 'admin.projects.captionEn');
              return (
                <Input
                  key={lang}
                  aria-label={`${captionLabel}: ${name}`}
                  placeholder={captionLabel}
                  className="h-10"
                  dir={lang === 'ar' ? 'rtl' : 'ltr'}
                  lang={lang}
                  maxLength={MAX_CAPTION}
                  value={item.extra[`caption_${lang}`]}
                  disabled={saving}
                  onChange={(e) => setCaption(item, lang, e.target.value)}
                />
              );
            })
          }
        />
      </FormSection>

      <UploadProgress progress={progress} />
      {Object.keys(errors).some((field) => field !== 'media') && <FormAlert>{t('admin.projects.checkFields')}</FormAlert>}
      <FormActions busy={saving} submitLabel={t('admin.projects.save')} busyLabel={t('admin.projects.saving')} onCancel={onCancel} />
    </form>
  );
}
