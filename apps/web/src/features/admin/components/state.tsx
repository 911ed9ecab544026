import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';

/** What State reads of a query (React Query's result): loading, failed, its data, and how to ask again. */
export interface LoadedQuery {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  refetch(): unknown;
}

/** A page of results (`{ results: [] }`) or a list with nothing in it. */
const nothingIn = (data: unknown) =>
  Array.isArray(data)
    ? data.length === 0
    : Array.isArray((data as { results?: unknown } | undefined)?.results) && (data as { results: unknown[] }).results.length === 0;

/**
 * The one owner of a staff screen's load states: loading, failed (with retry) and empty, or the content
 * itself. `query` is the list's (or the one record's) query; a page or an array with nothing is empty.
 */
export function State({
  query,
  failedText,
  emptyText,
  children,
}: {
  query: LoadedQuery;
  failedText?: string;
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const pending = query.isPending;
  const error = query.isError;
  const empty = !pending && !error && nothingIn(query.data);
  const retry = () => void query.refetch();
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
