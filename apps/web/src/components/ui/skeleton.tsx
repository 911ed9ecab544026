import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/use-translation';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-stone-200', className)} />;
}

function Busy({ children, className }: { children: React.ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')} className={className}>
      {children}
    </div>
  );
}

export function HeroSkeleton() {
  return (
    <Busy className="bg-brand-900/90 px-4 py-20 sm:py-28">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4">
        <Skeleton className="h-10 w-3/4 bg-white/20" />
        <Skeleton className="h-5 w-2/3 bg-white/15" />
        <Skeleton className="h-5 w-1/2 bg-white/15" />
      </div>
    </Busy>
  );
}

export function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-3">
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-16" />
        </div>
        <Skeleton className="h-6 w-1/3" />
      </div>
    </div>
  );
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Busy className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Busy>
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Busy className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-2xl bg-white p-3 ring-1 ring-stone-200">
          <Skeleton className="size-20 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </Busy>
  );
}

export function PropertySkeleton() {
  return (
    <Busy className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <Skeleton className="aspect-[16/9] w-full" />
      <div className="grid grid-cols-3 gap-2 md:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3]" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <Skeleton className="h-48" />
      </div>
    </Busy>
  );
}

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-stone-600">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
