import { listingText } from '@manara/shared/text/listing-text';
import { formatBounds, parseBounds, PALESTINE_BOUNDS, type Bounds } from '@manara/shared/geo';
import { formatNumber, formatPrice } from '@manara/shared/i18n/index';
import type { MapPoint, UnpinnedCity } from '@manara/shared/schemas/realty';
import type { Feature, Point } from 'geojson';
import type { GeoJSONSource, Marker } from 'maplibre-gl';
import type { Currency } from '@manara/shared/money';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useLocalePath, useNavigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { loadMapLibre } from './maplibre';
import { useMap } from './use-map';

/** Moving the map updates the URL (and so the list) this long after it stops. */
const SETTLE_MS = 400;

const toLngLatBounds = (b: Bounds): [[number, number], [number, number]] => [
  [b.west, b.south],
  [b.east, b.north],
];

/**
 * The map view of buy-sell and rent: the filtered listings' pins, grouped into numbered clusters where
 * they crowd (a cluster zooms in when chosen), each pin a link to its listing showing its owner's price
 * (decision 063). The matches without a pin are counted at their city's centre (`unpinned`). Moving or
 * zooming the map reports the visible area, which filters the list beside it. `fill`: the map-first
 * layout, as tall as a phone's screen allows.
 */
export function ResultsMap({
  points,
  unpinned = [],
  bbox,
  onBoundsChange,
  fill = false,
}: {
  points: MapPoint[];
  unpinned?: UnpinnedCity[];
  bbox: string | null;
  onBoundsChange(bbox: string): void;
  fill?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const initial = (bbox && parseBounds(bbox)) || PALESTINE_BOUNDS;
  const state = useMap(container, { bounds: toLngLatBounds(initial), fitBoundsOptions: { padding: 8 } });
  const map = state.status === 'ready' ? state.map : null;

  // Reads of the latest props from MapLibre's callbacks.
  /** A pin's price: the owner's, in their currency, as every headline price (decision 063). */
  const priceText = (p: { price: number; currency: Currency }) => formatPrice(p.price, locale, p.currency);
  const latest = useRef({ onBoundsChange, points, navigate, localize, locale, t, priceText });
  useEffect(() => {
    latest.current = { onBoundsChange, points, navigate, localize, locale, t, priceText };
  });

  // The reader moved or zoomed the map: report the visible area once it settles.
  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMoveEnd = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const b = map.getBounds();
        latest.current.onBoundsChange(formatBounds({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }));
      }, SETTLE_MS);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      clearTimeout(timer);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  // The pins: a clustered GeoJSON source; its clusters and single listings drawn as the page's own elements.
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    const shown = new Map<string, Marker>();
    let redraw: (() => void) | null = null;

    void loadMapLibre().then((maplibre) => {
      if (cancelled) return;
      const data = {
        type: 'FeatureCollection' as const,
        features: points.map((p) => ({
          type: 'Feature' as const,
          properties: { id: p.id, title: listingText(p, latest.current.locale).title, price: latest.current.priceText(p) },
          geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
        })),
      };
      const setup = () => {
        const existing = map.getSource<GeoJSONSource>('listings');
        if (existing) existing.setData(data);
        else {
          map.addSource('listings', { type: 'geojson', data, cluster: true, clusterRadius: 48, clusterMaxZoom: 15 });
          // An invisible layer keeps the source's features available to querySourceFeatures.
          map.addLayer({ id: 'listings', type: 'circle', source: 'listings', paint: { 'circle-radius': 0, 'circle-opacity': 0 } });
        }
      };
      if (map.isStyleLoaded()) setup();
      else map.once('load', setup);

      const element = (feature: Feature) => {
        const { t: translate, locale: lang } = latest.current;
        const props = feature.properties as Record<string, unknown>;
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        if (props.cluster) {
          const count = Number(props.point_count);
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'map-cluster';
          button.textContent = formatNumber(count, lang);
          button.setAttribute('aria-label', translate('realty.map.cluster', { count, n: formatNumber(count, lang) }));
          button.addEventListener('click', () => {
            void map
              .getSource<GeoJSONSource>('listings')
              ?.getClusterExpansionZoom(Number(props.cluster_id))
              .then((zoom) => map.easeTo({ center: [lng, lat], zoom }));
          });
          return new maplibre.Marker({ element: button }).setLngLat([lng, lat]);
        }
        const link = document.createElement('a');
        const path = paths.property(Number(props.id));
        link.href = String(latest.current.localize(path));
        link.className = 'map-price';
        const price = String(props.price);
        link.textContent = price;
        link.dir = lang === 'ar' ? 'rtl' : 'ltr';
        link.setAttribute('aria-label', translate('realty.map.listing', { title: String(props.title), price }));
        link.addEventListener('click', (event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void latest.current.navigate(path);
        });
        return new maplibre.Marker({ element: link }).setLngLat([lng, lat]);
      };

      redraw = () => {
        if (!map.getSource('listings')) return;
        const seen = new Set<string>();
        for (const feature of map.querySourceFeatures('listings')) {
          const props = feature.properties as Record<string, unknown>;
          const key = props.cluster ? `c${String(props.cluster_id)}` : `p${String(props.id)}`;
          if (seen.has(key)) continue; // a feature spanning two tiles is returned twice
          seen.add(key);
          if (!shown.has(key)) shown.set(key, element(feature).addTo(map));
        }
        for (const [key, marker] of shown) {
          if (!seen.has(key)) {
            marker.remove();
            shown.delete(key);
          }
        }
      };
      map.on('render', redraw);
    });

    return () => {
      cancelled = true;
      if (redraw) map.off('render', redraw);
      for (const marker of shown.values()) marker.remove();
    };
  }, [map, points]);

  // The listings without a pin: a count at each city's centre (a city without one is only in the note).
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    const markers: Marker[] = [];
    void loadMapLibre().then((maplibre) => {
      if (cancelled) return;
      for (const c of unpinned) {
        if (c.latitude === null || c.longitude === null) continue;
        const badge = document.createElement('span');
        badge.className = 'map-unpinned';
        badge.setAttribute('role', 'img');
        badge.textContent = formatNumber(c.count, locale);
        badge.setAttribute('aria-label', t('realty.map.unpinnedCity', { count: c.count, n: formatNumber(c.count, locale), city: c.city }));
        badge.title = badge.getAttribute('aria-label') ?? '';
        markers.push(new maplibre.Marker({ element: badge }).setLngLat([c.longitude, c.latitude]).addTo(map));
      }
    });
    return () => {
      cancelled = true;
      for (const marker of markers) marker.remove();
    };
  }, [map, unpinned, locale, t]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('realty.map.resultsLabel')}
      className={cn(
        'relative min-h-72 overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200',
        fill ? 'h-[calc(100svh-13rem)] sm:h-[70vh] sm:max-h-[40rem]' : 'h-[60vh] max-h-[32rem]',
      )}
    >
      {state.status === 'unavailable' && (
        <p className="flex h-full items-center justify-center p-4 text-center text-sm text-stone-600">{t('realty.map.unavailable')}</p>
      )}
    </div>
  );
}
