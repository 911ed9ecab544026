import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@/lib/near-viewport';
import { withStrings } from '@/lib/i18n';

const CityProviders = lazy(async () => ({ default: (await withStrings(import('./city-providers'))).CityProviders }));

/**
 * Where a listing's page shows the verified lawyers and financial experts serving its city (decision
 * 059): nothing on the server; the cards' code and data load when the place comes near the viewport
 * (their own chunk, never with the page's first load: it sits below the fold, like the map).
 */
export function CityProvidersSlot({ cityId }: { cityId: number }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    // Empty until near (an observed box), then hidden while empty: no gap where no provider serves the city.
    <div ref={place} className={near ? 'empty:hidden' : undefined}>
      {near && (
        <Suspense fallback={null}>
          <CityProviders cityId={cityId} />
        </Suspense>
      )}
    </div>
  );
}
