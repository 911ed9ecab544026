import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';

/** A staff list's loading, failed (with retry) and empty states, or the list itself. */
export function State({
  pending,
  error,
  empty,
  retry,
  failedText,
  emptyText,
  children,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  retry(): void;
  failedText?: string;
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-stone-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  if (error)
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
        <p>{failedText ?? t('admin.loadFailed')}</p>
        <Button variant="outline" className="mt-4" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (empty)
    return <p className="rounded-2xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">{emptyText ?? t('admin.empty')}</p>;
  return children;
}
