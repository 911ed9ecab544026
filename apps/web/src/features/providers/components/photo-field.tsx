import { mediaAccept, mediaFileProblem } from '@manara/shared/media';
import type { ProviderOwn } from '@manara/shared/schemas/providers';
import { ImagePlus, Loader2, Trash2, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorKey, errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useSetPhoto } from '../api/providers';
import '@/features/providers/locales/strings';

/** The profile's photo or logo: sent at once through the media pipeline (shown once its variants are made). */
export function PhotoField({ own }: { own: ProviderOwn }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const setPhoto = useSetPhoto();
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = mediaFileProblem('provider', file, { images: 0, videos: 0 }, 'image');
    if (problem) return setError(errorText(problem, locale));
    setError(undefined);
    setPhoto.mutate(file, {
      onSuccess: () => {
        setSent(true);
        toast.success(t('providers.own.photoSaved'));
      },
      onError: (e) => setError(errorText(errorKey(e), locale) ?? t('providers.own.failed')),
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      {own.photo ? (
        <img
          src={own.photo.url}
          srcSet={own.photo.srcset}
          sizes="80px"
          alt=""
          className="size-20 rounded-2xl object-cover ring-1 ring-stone-200"
        />
      ) : (
        <span className="inline-flex size-20 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <UserRound className="size-9" aria-hidden="true" />
        </span>
      )}
      <div className="space-y-2">
        <p className="text-sm font-medium text-stone-800">{t('providers.own.photo')}</p>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-xl border border-brand-700 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {setPhoto.isPending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <ImagePlus className="size-4" aria-hidden="true" />
            )}
            {t('providers.own.photoChoose')}
          </label>
          <input
            id={id}
            type="file"
            accept={mediaAccept('image')}
            className="sr-only"
            disabled={setPhoto.isPending}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          {own.photo && (
            <Button size="sm" variant="ghost" disabled={setPhoto.isPending} onClick={() => setPhoto.mutate(null)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('providers.own.photoRemove')}
            </Button>
          )}
        </div>
        {sent && !own.photo && <p className="text-sm text-stone-600">{t('providers.own.photoPending')}</p>}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
