import { mediaAccept, mediaFileProblem } from '@manara/shared/media';
import { HERO_PAGES, type Hero, type HeroPage } from '@manara/shared/schemas/hero';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select, Textarea } from '@/components/ui/field';
import { api } from '@/lib/api';
import { errorText, fieldErrorKeys } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

const KEY = ['admin', 'heroes'] as const;
const TEXTS = ['title_ar', 'title_en', 'subtitle_ar', 'subtitle_en', 'cta_text_ar', 'cta_text_en', 'cta_link'] as const;
type TextField = (typeof TEXTS)[number];

function HeroForm({ page, hero }: { page: HeroPage; hero: Hero | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<TextField, string>>(
    () => Object.fromEntries(TEXTS.map((k) => [k, (hero?.[k] as string | null | undefined) ?? ''])) as Record<TextField, string>,
  );
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  // The chosen video with a preview URL, released when it changes or the form goes.
  const [video, setVideo] = useState<{ file: File; url: string } | null>(null);
  const [removeVideo, setRemoveVideo] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => (video ? () => URL.revokeObjectURL(video.url) : undefined), [video]);
  const videoPreview = video?.url ?? null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const fields: TextField[] = page === 'home' ? [...TEXTS] : ['title_ar', 'title_en', 'subtitle_ar', 'subtitle_en'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const k of fields) form.append(k, values[k]);
    if (removeImage) form.append('remove_image', 'true');
    if (image) form.append('background_image', image, image.name);
    if (removeVideo) form.append('remove_video', 'true');
    if (video) form.append('background_video', video.file, video.file.name);
    setSaving(true);
    try {
      await api.upload('PUT', `/admin/heroes/${page}/`, form, { onProgress: video ? setProgress : undefined });
      setErrors({});
      setImage(null);
      setVideo(null);
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: ['hero'] });
      toast.success(t('admin.heroes.saved'));
    } catch (error) {
      const keys = fieldErrorKeys(error);
      setErrors(Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, errorText(v, locale) ?? v])));
      toast.error(t(Object.keys(keys).length ? 'admin.heroes.checkFields' : 'admin.failed'));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((k) => {
          const ar = k.endsWith('_ar');
          const Control = k.startsWith('subtitle') ? Textarea : Input;
          return (
            <Field key={k} id={`${id}-${k}`} label={t(`admin.heroes.fields.${k}`)} error={errors[k]} required={k.startsWith('title')}>
              <Control
                {...fieldAria(`${id}-${k}`, errors[k])}
                dir={k === 'cta_link' ? 'ltr' : ar ? 'rtl' : 'ltr'}
                lang={k === 'cta_link' ? undefined : ar ? 'ar' : 'en'}
                value={values[k]}
                onChange={(e: { target: { value: string } }) => {
                  setValues((v) => ({ ...v, [k]: e.target.value }));
                  setErrors((er) => ({ ...er, [k]: '' }));
                }}
              />
            </Field>
          );
        })}
      </div>
      {hero?.background_image_url && !removeImage && (
        <img
          src={hero.background_image_url}
          alt={t('admin.heroes.current')}
          className="aspect-[16/6] w-full max-w-md rounded-xl object-cover"
        />
      )}
      <Field id={`${id}-image`} label={t('admin.heroes.image')} error={errors.background_image} hint={t('admin.heroes.imageHint')}>
        <input
          {...fieldAria(`${id}-image`, errors.background_image, true)}
          type="file"
          accept={mediaAccept('image')}
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          className="block text-sm"
        />
      </Field>
      {hero?.background_image_url && (
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-4" checked={removeImage} onChange={(e) => setRemoveImage(e.target.checked)} />
          {t('admin.heroes.removeImage')}
        </label>
      )}
      {(videoPreview ?? (removeVideo ? null : hero?.background_video_url)) && (
        <video
          key={videoPreview ?? hero?.background_video_url ?? ''}
          src={videoPreview ?? hero?.background_video_url ?? undefined}
          aria-label={t('admin.heroes.currentVideo')}
          muted
          loop
          playsInline
          controls
          preload="metadata"
          className="aspect-[16/6] w-full max-w-md rounded-xl bg-stone-900 object-cover"
        />
      )}
      <Field id={`${id}-video`} label={t('admin.heroes.video')} error={errors.background_video} hint={t('admin.heroes.videoHint')}>
        <input
          {...fieldAria(`${id}-video`, errors.background_video, true)}
          type="file"
          accept={mediaAccept('video')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Said at once rather than after a long upload; the server checks again while it streams in.
            const problem = file ? mediaFileProblem('hero', file, { images: 0, videos: 0 }, 'video') : null;
            setVideo(file && !problem ? { file, url: URL.createObjectURL(file) } : null);
            setRemoveVideo(false);
            setErrors((er) => ({ ...er, background_video: problem ? (errorText(problem, locale) ?? '') : '' }));
          }}
          className="block text-sm"
        />
      </Field>
      {hero?.background_video_url && !video && (
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-4" checked={removeVideo} onChange={(e) => setRemoveVideo(e.target.checked)} />
          {t('admin.heroes.removeVideo')}
        </label>
      )}
      {progress !== null && (
        <p role="status" className="text-sm text-stone-700">
          {t('admin.heroes.uploading', { percent: Math.round(progress * 100) })}
        </p>
      )}
      <Button type="submit" disabled={saving}>
        {t('admin.offerings.save')}
      </Button>
    </form>
  );
}

/** The seven page heroes: texts in both languages, the home call to action, the background picture and video. */
export function HeroesPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState<HeroPage>('home');
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<{ page: HeroPage; hero: Hero | null }[]>('/admin/heroes/', { signal }),
  });
  const current = list.data?.find((h) => h.page === page);
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <Field id="admin-hero-page" label={t('admin.heroes.page')}>
          <Select id="admin-hero-page" value={page} onChange={(e) => setPage(e.target.value as HeroPage)}>
            {HERO_PAGES.map((p) => (
              <option key={p} value={p}>
                {t(`admin.heroes.pages.${p}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {list.isError && <p role="alert">{t('admin.loadFailed')}</p>}
      {current && (
        <HeroForm
          key={`${page}-${current.hero?.background_image_url ?? ''}-${current.hero?.background_video_url ?? ''}`}
          page={page}
          hero={current.hero}
        />
      )}
    </div>
  );
}
