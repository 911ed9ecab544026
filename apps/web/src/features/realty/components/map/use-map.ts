import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { canDrawMaps, createMap } from './maplibre';

export type MapState = { status: 'loading' } | { status: 'ready'; map: MapLibreMap } | { status: 'unavailable' };

/**
 * A MapLibre map drawn into `container` once the component is on screen in the browser; removed when it
 * unmounts. `unavailable` when the browser cannot draw maps or the library fails to load: callers show
 * the same information in words instead.
 */
export function useMap(container: RefObject<HTMLDivElement | null>, options: Omit<MapOptions, 'container' | 'style'>): MapState {
  const [state, setState] = useState<MapState>({ status: 'loading' });
  // The first options only: a map is moved with its own methods afterwards, not re-created.
  const initial = useRef(options);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapLibreMap | null = null;
    let cancelled = false;
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
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [container]);
  return state;
}
