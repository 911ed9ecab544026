import { formatNumber } from '@manara/shared/i18n/index';
import { roundDegrees } from '@manara/shared/geo';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { Crosshair, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { loadMapLibre } from './maplibre';
import { useMap } from './use-map';
import '@/features/realty/locales/more-strings';

export interface Pin {
  latitude: number;
  longitude: number;
}

/** Where the map opens when no city is chosen yet: the middle of the West Bank. */
const WEST_BANK: Pin = { latitude: 31.95, longitude: 35.2 };

/**
 * Dropping a listing's pin: click or tap the map, or drag the pin; from the keyboard, move the map with
 * the arrow keys and put the pin at its centre with the button. The map opens on the pin, else on the
 * chosen city. The server checks that the pin lies in Palestine.
 */
export function PinPicker({
  value,
  center,
  onChange,
  error,
  describedBy,
}: {
  value: Pin | null;
  center: Pin | null;
  onChange(pin: Pin | null): void;
  error?: string | undefined;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const start = value ?? center ?? WEST_BANK;
  const state = useMap(container, { center: [start.longitude, start.latitude], zoom: value ? 15 : center ? 13 : 8 });
  const map = state.status === 'ready' ? state.map : null;
  const marker = useRef<Marker | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  const set = (lngLat: { lng: number; lat: number }) =>
    change.current({ latitude: roundDegrees(lngLat.lat), longitude: roundDegrees(lngLat.lng) });

  // Clicking the map drops the pin there.
  useEffect(() => {
    if (!map) return;
    const onClick = (e: { lngLat: { lng: number; lat: number } }) => set(e.lngLat);
    map.on('click', onClick);
    return () => void map.off('click', onClick);
  }, [map]);

  // The pin follows the value (a drag ends in a new value).
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    void loadMapLibre().then((maplibre) => {
      if (cancelled) return;
      if (!marker.current) {
        const pin = document.createElement('div');
        pin.className = 'map-pin';
        marker.current = new maplibre.Marker({ element: pin, anchor: 'bottom', draggable: true });
        marker.current.on('dragend', () => marker.current && set(marker.current.getLngLat()));
        marker.current.setLngLat([value.longitude, value.latitude]).addTo(map as MapLibreMap);
      } else {
        marker.current.setLngLat([value.longitude, value.latitude]);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [map, value]);

  // Another city chosen while there is no pin: the map moves there.
  useEffect(() => {
    if (map && center && !value) map.jumpTo({ center: [center.longitude, center.latitude], zoom: 13 });
    // Only when the city changes, not when the pin is removed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, center?.latitude, center?.longitude]);

  useEffect(
    () => () => {
      marker.current?.remove();
    },
    [],
  );

  const coordinate = (v: number) => formatNumber(v, locale, { maximumFractionDigits: 5, minimumFractionDigits: 5, useGrouping: false });
  return (
    <div className="space-y-2">
      <div
        ref={container}
        role="application"
        aria-label={t('realty.map.pickerLabel')}
        aria-describedby={describedBy}
        tabIndex={0}
        className="relative h-64 overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-300 focus-visible:ring-2 focus-visible:ring-brand-600 sm:h-72"
      >
        {state.status === 'unavailable' && (
          <p className="flex h-full items-center justify-center p-4 text-center text-sm text-stone-600">{t('realty.map.unavailable')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={!map} onClick={() => map && set(map.getCenter())}>
          <Crosshair className="size-4" aria-hidden="true" />
          {t('realty.map.pinAtCentre')}
        </Button>
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('realty.map.removePin')}
          </Button>
        )}
        <p className="text-sm text-stone-600" aria-live="polite">
          {value ? (
            <>
              {t('realty.map.pinAt')}{' '}
              <bdi dir="ltr">
                {coordinate(value.latitude)}, {coordinate(value.longitude)}
              </bdi>
            </>
          ) : (
            t('realty.map.noPin')
          )}
        </p>
      </div>
      {error && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
