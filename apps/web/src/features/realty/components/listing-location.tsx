import { LISTING_PAGE, listingField, listingFieldText } from '@manara/shared/listing';
import type { PropertyDetail } from '@manara/shared/schemas/realty';
import { useId } from 'react';
import { InLanguage } from '@/components/listing-text';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { LocationMap } from './map/location-map';

/**
 * A listing page's location: its city (with the governorate), address, village, plot and postal code as
 * the listing description lists them (LISTING_PAGE.location), each in its language (decision 045), and
 * the map when the owner placed a pin.
 */
export function ListingLocation({
  property,
  city,
  governorate,
  title,
}: {
  property: PropertyDetail;
  city: string;
  governorate: string | null;
  title: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-location`}>
      <h2 id={`${id}-location`} className="mb-4 text-xl font-bold text-stone-900">
        {t('realty.property.location')}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:grid-cols-2">
        {LISTING_PAGE.location.map(({ key, wide }) => {
          const field = listingField(key)!;
          const shown =
            key === 'city_id'
              ? { text: governorate && governorate !== city ? `${city} — ${governorate}` : city, lang: locale }
              : listingFieldText(property, key, locale);
          if (!shown) return null;
          return (
            <div key={key} className={cn(wide && 'sm:col-span-2')}>
              <dt className="text-sm text-stone-600">{t(field.pageLabel ?? field.label)}</dt>
              <dd className="font-medium text-stone-900">
                {key === 'city_id' ? (
                  shown.text
                ) : field.control?.kind === 'text' && field.control.ltr ? (
                  // A plot number or postal code reads left to right, but its row keeps the page's side:
                  // only the value is isolated (a whole row set LTR sat at an Arabic page's left).
                  <bdi dir="ltr">{shown.text}</bdi>
                ) : (
                  <InLanguage lang={shown.lang}>{shown.text}</InLanguage>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {property.location && <LocationMap location={property.location} label={title} />}
    </section>
  );
}
