import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hydration';

const CityProviders = lazy(async () => ({ default: (await import('./city-providers')).CityProviders }));

/**
 * Where a listing's page shows the verified lawyers and financial experts serving its city (decision
 * 059): nothing on the server; once the page is interactive the cards' code and data load (their own
 * chunk, never with the page's first load).
 */
export function CityProvidersSlot({ cityId }: { cityId: number }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CityProviders cityId={cityId} />
    </Suspense>
  );
}
