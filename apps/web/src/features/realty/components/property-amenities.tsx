import { AirVent, ArrowUpDown, Car, CircleCheck, Dumbbell, Fence, ShieldCheck, Trees, Waves, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';

const AMENITY_ICONS: Record<string, LucideIcon> = {
  parking: Car,
  pool: Waves,
  gym: Dumbbell,
  garden: Trees,
  elevator: ArrowUpDown,
  security: ShieldCheck,
  ac: AirVent,
  balcony: Fence,
};

/** A listing page's amenities, each with its icon (an unknown key keeps a check mark and its own name). */
export function PropertyAmenities({ amenities }: { amenities: readonly string[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-amenities`}>
      <h2 id={`${id}-amenities`} className="mb-4 text-xl font-bold text-stone-900">
        {t('realty.property.amenities')}
      </h2>
      {amenities.length === 0 ? (
        <p className="text-stone-600">{t('realty.property.noAmenities')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {amenities.map((key) => {
            const Icon = AMENITY_ICONS[key] ?? CircleCheck;
            return (
              <li key={key} className="flex items-center gap-2 rounded-xl bg-white px-3 py-2.5 text-stone-800 ring-1 ring-stone-200">
                <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {t(`realty.amenities.${key}`, { defaultValue: key })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
