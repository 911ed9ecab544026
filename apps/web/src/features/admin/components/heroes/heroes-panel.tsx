import { HERO_PAGES, type Hero, type HeroPage } from '@manara/shared/schemas/hero';
import { useState, type FormEvent } from 'react';
import { PhotosPendingNote } from '@/components/form/photos-pending';
import { BilingualFields, TextField } from '@/components/form/fields';
import { FormKitProvider, useStateFormKit } from '@/components/form/form-kit';
import { MediaPicker, storedMedia, type PickedMedia } from '@/components/form/media-picker';
import { useSaving } from '@/components/form/saving';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { UploadProgress } from '@/components/form/upload-progress';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAdminHeroes, useSaveHero } from '../../api/heroes';

const TEXTS = ['title_ar', 'title_en', 'subtitle_ar', 'subtitle_en', 'cta_text_ar', 'cta_text_en', 'cta_link'] as const;
type TextField = (typeof TEXTS)[number];
const FIELDS = [...TEXTS, 'background_image', 'background_video'] as const;
// A hero's picture and video have no ids of their own: these tell the stored ones apart in the picker.
const STORED_IMAGE = 1;
const STORED_VIDEO = 2;

const heroMedia = (hero: Hero | null): PickedMedia<null>[] => [
  ...(hero?.background_image_url ? [storedMedia(STORED_IMAGE, 'image', hero.background_image_url, null)] : []),
  ...(hero?.background_video_url ? [storedMedia(STORED_VIDEO, 'video', hero.background_video_url, null)] : []),
];

function HeroForm({ page, hero }: { page: HeroPage; hero: Hero | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveHero();
  const failed = useSubmitFailure();
  const [values, setValues] = useState<Record<TextField, string>>(
    () => Object.fromEntries(TEXTS.map((k) => [k, (hero?.[k] as string | null | undefined) ?? ''])) as Record<TextField, string>,
  );
  const [media, setMedia] = useState(() => heroMedia(hero));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, progress, run } = useSaving();
  const kit = useStateFormKit({
    values,
    onChange: (k: TextField, value) => {
      setValues((v) => ({ ...v, [k]: value }));
      setErrors((er) => ({ ...er, [k]: '' }));
    },
    errors,
    disabled: saving,
  });
  const fields: TextField[] = page === 'home' ? [...TEXTS] : ['title_ar', 'title_en', 'subtitle_ar', 'subtitle_en'];
  const label = (k: string) => t(`admin.heroes.fields.${k}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const k of fields) form.append(k, values[k]);
    const newFile = (kind: 'image' | 'video') => media.find((m) => m.kind === kind)?.file;
    const stored = (id: number) => media.some((m) => m.id === id);
    const image = newFile('image');
    const video = newFile('video');
    if (hero?.background_image_url && !stored(STORED_IMAGE) && !image) form.append('remove_image', 'true');
    if (image) form.append('background_image', image, image.name);
    if (hero?.background_video_url && !stored(STORED_VIDEO) && !video) form.append('remove_video', 'true');
    if (video) form.append('background_video', video, video.name);
    try {
      await run((onProgress) => save.mutateAsync({ page, form, onProgress }), !!(image || video));
      setErrors({});
      toast.success(t('admin.heroes.saved'));
    } catch (error) {
      setErrors({});
      failed(error, {
        fields: FIELDS,
        setError: (field, e) => setErrors((er) => ({ ...er, [field]: e.message })),
        checkFields: t('admin.heroes.checkFields'),
        failed: t('admin.failed'),
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <FormKitProvider kit={kit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <BilingualFields name="title" label={{ ar: label('title_ar'), en: label('title_en') }} required />
          <BilingualFields name="subtitle" label={{ ar: label('subtitle_ar'), en: label('subtitle_en') }} long />
          {page === 'home' && (
            <>
              <BilingualFields name="cta_text" label={{ ar: label('cta_text_ar'), en: label('cta_text_en') }} />
              <TextField name="cta_link" label={label('cta_link')} ltr />
            </>
          )}
        </div>
      </FormKitProvider>
      <MediaPicker
        owner="hero"
        items={media}
        onItemsChange={(next) => {
          setMedia(next);
          setErrors((er) => ({ ...er, background_image: '', background_video: '' }));
        }}
        newExtra={null}
        disabled={saving}
        label={t('admin.heroes.media')}
        hint={
          <>
            {t('admin.heroes.image')}: {t('admin.heroes.imageHint')}. {t('admin.heroes.video')}: {t('admin.heroes.videoHint')}
          </>
        }
        error={errorText(errors.background_image || errors.background_video, locale)}
        inputId={kit.id('media')}
      />
      {hero?.background_image_pending && <PhotosPendingNote count={1} text={t('media.picturePending')} />}
      <UploadProgress progress={progress} />
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
  const list = useAdminHeroes();
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
