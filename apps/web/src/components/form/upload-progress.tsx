import { formatNumber } from '@manara/shared/i18n/index';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

/** Upload progress of a form's files: a bar and its percentage, then "processing" once every byte is sent. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={t('media.uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-stone-600">
        {progress < 1 ? t('media.uploadingPercent', { n: formatNumber(percent, locale) }) : t('media.processing')}
      </p>
    </div>
  );
}
