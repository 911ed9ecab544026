import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hydration';
import { recentList, useIdList } from '../lib/browser-lists';

const RecentlyViewed = lazy(async () => ({ default: (await import('./recently-viewed')).RecentlyViewed }));

/**
 * Where recently viewed listings go: nothing on the server and until this browser has viewed a listing
 * (other than `exclude`); then the row's code loads (its own chunk, never with the page's first load).
 */
export function RecentlyViewedSlot({ exclude, className }: { exclude?: number; className?: string }) {
  const hydrated = useHydrated();
  const ids = useIdList(recentList);
  if (!hydrated || !ids.some((i) => i !== exclude)) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed exclude={exclude} className={className} />
    </Suspense>
  );
}
