import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/use-translation';
import '@/features/realty/locales/owner-strings';

/** An owner's refused edit of a live listing, with staff's reason (decision 044). */
export function ChangesRefusedNote({ reason, className }: { reason: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="note" className={cn('rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200', className)}>
      <p className="font-semibold">{t('realty.mine.changesRefused')}</p>
      {reason && (
        <p className="mt-1 whitespace-pre-line" dir="auto">
          {reason}
        </p>
      )}
    </div>
  );
}
