import type * as MapLibreModule from 'maplibre-gl';
import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';

/** The server answers with the configured style (MAP_STYLE_URL) or a blank one (modules/maps). */
export const MAP_STYLE_URL = '/api/v1/map/style/';

type MapLibre = typeof MapLibreModule;
let loading: Promise<MapLibre> | null = null;

/**
 * MapLibre and its stylesheet, loaded the first time a map is shown: never on the server, and never
 * for a page without a map (about 230 KB compressed that most visits do not need).
 */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([
    import('maplibre-gl'),
    // The worker ships as its own module: Vite copies it with the assets and gives its address.
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]).then(([module, worker]) => {
    const maplibre = ((module as unknown as { default?: MapLibre }).default ?? module) as MapLibre;
    maplibre.setWorkerUrl(worker.default);
    return maplibre;
  });
  return loading;
}

/** Whether this browser can draw a map (MapLibre needs WebGL). */
export function canDrawMaps(): boolean {
  if (typeof WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** A map in `container` with the site's style, attribution kept compact, and the page's language for controls. */
export async function createMap(container: HTMLElement, options: Omit<MapOptions, 'container' | 'style'>): Promise<MapLibreMap> {
  const maplibre = await loadMapLibre();
  const map = new maplibre.Map({
    container,
    style: MAP_STYLE_URL,
    attributionControl: { compact: true },
    // Scrolling the page over a map scrolls the page; zooming takes ctrl/⌘ or the buttons.
    cooperativeGestures: false,
    scrollZoom: false,
    dragRotate: false,
    pitchWithRotate: false,
    ...options,
  });
  map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
  map.touchZoomRotate.disableRotation();
  return map;
}
