import { formatNumber, localized } from '@manara/shared/i18n/index';
import type { PropertyCard as Card } from '@manara/shared/schemas/realty';
import { Bath, BedDouble, Building2, MapPin, Maximize2 } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useImageSource } from '@/lib/data-saver';
import { Price, useAreaText } from './price';
import { ListingTitle, useListingText, WrittenInNote } from '@/components/listing-text';
import { CompareToggle } from './compare-controls';
import { PriceReducedBadge } from './price-reduced-badge';

/** Image widths in a one/two/three-column grid (matches the grid's breakpoints). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A listing in a grid: cover photo, title (the link), city and type, rooms and area, price.
 * `eager` for cards in the first row (no lazy loading above the fold).
 */
export function PropertyCard({ property, eager = false, headingLevel = 3 }: { property: Card; eager?: boolean; headingLevel?: 2 | 3 }) {
  const source = useImageSource();
  const { t } = useTranslation();
  const areaText = useAreaText();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const cover = property.cover_image;
  const city = localized(property.city, 'name', locale);
  const text = useListingText(property);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-100">
        {cover ? (
          <img
            {...source(cover.url, cover.srcset)}
            sizes={CARD_IMAGE_SIZES}
            width={cover.width ?? undefined}
            height={cover.height ?? undefined}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-stone-400">
            <Building2 className="size-12" aria-hidden="true" />
          </div>
        )}
        <span className="absolute start-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          {t(`realty.types.${property.type}`)}
        </span>
        <CompareToggle id={property.id} title={text.title} compact className="absolute end-3 top-3" />
        <PriceReducedBadge reduced={property.price_reduced} className="absolute start-3 bottom-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 text-base leading-snug font-bold text-stone-900">
          <Link to={paths.property(property.id)} className="after:absolute after:inset-0 focus:outline-none">
            <ListingTitle listing={property} note={false} />
          </Link>
        </Heading>
        {text.fallback && <WrittenInNote lang={text.lang} className="-mt-1" />}
        <p className="flex items-center gap-1 text-sm text-stone-600">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{property.village ? t('realty.card.place', { village: property.village, city }) : city}</span>
        </p>
        <ul className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          {!!property.beds && (
            <li className="flex items-center gap-1">
              <BedDouble className="size-4 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('realty.details.bedrooms')}:</span>
              {formatNumber(property.beds, locale)}
            </li>
          )}
          {!!property.baths && (
            <li className="flex items-center gap-1">
              <Bath className="size-4 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('realty.details.bathrooms')}:</span>
              {formatNumber(property.baths, locale)}
            </li>
          )}
          <li className="flex items-center gap-1">
            <Maximize2 className="size-4 text-brand-700" aria-hidden="true" />
            <span className="sr-only">{t('realty.details.area')}:</span>
            {areaText(property.type, property.area)}
          </li>
        </ul>
        <p className="mt-auto pt-2 text-lg font-bold text-brand-700">
          <Price listing={property} purpose={property.purpose} />
        </p>
      </div>
    </article>
  );
}
