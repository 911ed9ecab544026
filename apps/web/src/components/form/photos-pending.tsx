import { formatNumber } from '@manara/shared/i18n/index';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

/** How often a page showing photos being prepared asks again (their sizes take seconds). */
export const PHOTOS_PENDING_REFRESH_MS = 3000;

/**
 * Tells whoever manages a listing, a project or a hero that some of its photos are being prepared
 * (the server makes their sizes after the save; they appear once ready): `count` of them, or `text`
 * says it. Nothing when there are none.
 */
export function PhotosPendingNote({ count, text, className }: { count: number | null | undefined; text?: string; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!count) return null;
  return (
    <p
      role="status"
      className={cn('flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200', className)}
    >
      <Loader2 className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {text ?? t('media.photosPending', { count, n: formatNumber(count, locale) })}
    </p>
  );
}
