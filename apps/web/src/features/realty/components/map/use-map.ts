import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { whenNearViewport } from '@/lib/near-viewport';
import { canDrawMaps, createMap } from './maplibre';

export type MapState = { status: 'loading' } | { status: 'ready'; map: MapLibreMap } | { status: 'unavailable' };

/**
 * A MapLibre map drawn into `container` once the component is on screen in the browser — with
 * `whenNear`, only once that box comes near the viewport (a listing's map sits below the fold: the
 * library is not fetched or started with the page; decision 043) —, removed when it unmounts.
 * `unavailable` when the browser cannot draw maps or the library fails to load: callers show the same
 * information in words instead.
 */
export function useMap(
  container: RefObject<HTMLDivElement | null>,
  options: Omit<MapOptions, 'container' | 'style'>,
  { whenNear = false }: { whenNear?: boolean } = {},
): MapState {
  const [state, setState] = useState<MapState>({ status: 'loading' });
  // The first options only: a map is moved with its own methods afterwards, not re-created.
  const initial = useRef(options);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapLibreMap | null = null;
    let cancelled = false;
    const start = (run: () => void) => {
      if (whenNear) return whenNearViewport(element, run);
      run();
      return () => {};
    };
    const stopWatching = start(() => {
      const drawable = canDrawMaps();
      (drawable ? createMap(element, initial.current) : Promise.reject(new Error('WebGL is not available'))).then(
        (created) => {
          if (cancelled) return created.remove();
          map = created;
          setState({ status: 'ready', map: created });
        },
        (error: unknown) => {
          if (drawable) console.error('The map could not be loaded', error);
          if (!cancelled) setState({ status: 'unavailable' });
        },
      );
    });
    return () => {
      cancelled = true;
      stopWatching();
      map?.remove();
    };
    // The first `whenNear` only, as the first options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);
  return state;
}
