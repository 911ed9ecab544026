import type { ListingLocation } from '@manara/shared/schemas/realty';
import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { loadMapLibre } from './maplibre';
import { ShowMap } from './show-map';
import { useMap } from './use-map';

/** Roughly a town's built-up area: the circle shown when the owner dropped no pin. */
const AREA_RADIUS_KM = 1.5;

/** A closed ring of points approximating a circle of `radiusKm` around a point (GeoJSON order: lng, lat). */
function circle(latitude: number, longitude: number, radiusKm: number, steps = 48): [number, number][] {
  const dLat = radiusKm / 110.574;
  const dLng = radiusKm / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = (i / steps) * 2 * Math.PI;
    return [longitude + dLng * Math.cos(a), latitude + dLat * Math.sin(a)];
  });
}

/** The map itself: the owner's pin, or the city's area. */
function LocationMapBox({ location, label }: { location: ListingLocation; label: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const { latitude, longitude, exact } = location;
  // Below the fold on a listing's page: MapLibre is fetched only when the map comes near the viewport.
  const state = useMap(container, { center: [longitude, latitude], zoom: exact ? 15 : 12 }, { whenNear: true });

  useEffect(() => {
    if (state.status !== 'ready') return;
    const map = state.map;
    let marker: { remove(): void } | null = null;
    if (exact) {
      void loadMapLibre().then((maplibre) => {
        const pin = document.createElement('div');
        pin.className = 'map-pin';
        pin.setAttribute('role', 'img');
        pin.setAttribute('aria-label', label);
        marker = new maplibre.Marker({ element: pin, anchor: 'bottom' }).setLngLat([longitude, latitude]).addTo(map);
      });
    } else {
      const draw = () => {
        if (map.getSource('area')) return;
        map.addSource('area', {
          type: 'geojson',
          data: {
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates: [circle(latitude, longitude, AREA_RADIUS_KM)] },
          },
        });
        map.addLayer({ id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': '#82243b', 'fill-opacity': 0.15 } });
        map.addLayer({ id: 'area-line', type: 'line', source: 'area', paint: { 'line-color': '#6b1d2e', 'line-width': 2 } });
      };
      if (map.isStyleLoaded()) draw();
      else map.once('load', draw);
    }
    return () => marker?.remove();
  }, [state, exact, latitude, longitude, label]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t(exact ? 'realty.map.pinLabel' : 'realty.map.areaLabel')}
      className="relative h-56 overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200 sm:h-64"
    >
      {state.status === 'unavailable' && (
        <div className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center text-stone-600">
          <MapPin className="size-8 text-brand-700" aria-hidden="true" />
          <p className="text-sm">{t('realty.map.unavailable')}</p>
        </div>
      )}
    </div>
  );
}

/**
 * A listing's place: its owner's pin, or its city's area when there is none (said in words too), with a
 * link that opens the place in the reader's maps app for directions. With data saver on, the map waits
 * for the reader's "Show map" (decision 073).
 */
export function LocationMap({ location, label }: { location: ListingLocation; label: string }) {
  const { t } = useTranslation();
  const { latitude, longitude, exact } = location;
  const directions = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
  return (
    <div className="mt-3">
      <ShowMap className="h-56 sm:h-64">
        <LocationMapBox location={location} label={label} />
      </ShowMap>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-stone-600">{t(exact ? 'realty.map.exact' : 'realty.map.approximate')}</p>
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          {t('realty.map.directions')}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </div>
    </div>
  );
}
