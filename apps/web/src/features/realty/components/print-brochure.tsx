import { formatNumber, localized } from '@manara/shared/i18n/index';
import { LISTING_PAGE, listingField, listingFieldText } from '@manara/shared/listing';
import { phoneDisplay } from '@manara/shared/phone';
import type { PropertyDetail } from '@manara/shared/schemas/realty';
import { DisplayName } from '@/components/display-name';
import { InLanguage, useListingText } from '@/components/listing-text';
import { useHydrated } from '@/lib/hydration';
import { localizePath, paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { Price, useAreaText, usePricePerArea } from './price';
import { printedPhotos, qrUrl } from '../lib/brochure';
import '@/features/realty/locales/more-strings';

/**
 * A listing as an A4 brochure (issue 33): what owners and agents hand out. Rendered only while the
 * page prints (print-brochure-slot.tsx), and then the whole printed page (styles.css, `@media print`):
 * the first photos, price, key facts, description, contact, and the page's address as a QR code, an
 * SVG the server draws (/realty/properties/{id}/qr/), fetched beforehand like the photos.
 */
export function PrintBrochure({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useListingText(property);
  const areaText = useAreaText();
  const pricePerArea = usePricePerArea(property);
  const photos = printedPhotos(property);
  const address = listingFieldText(property, 'address', locale);
  const city = localized(property.city, 'name', locale);
  const pagePath = localizePath(paths.property(property.id), locale);
  // The page's full address once in the browser (the server renders its path: its HTML is every origin's).
  const pageUrl = useHydrated() ? `${window.location.origin}${pagePath}` : pagePath;
  const facts = LISTING_PAGE.tiles
    .map((key) => ({ field: listingField(key)!, value: property[key] }))
    .filter(({ value }) => value !== null && value !== undefined && value !== 0);
  return (
    <article className="print-brochure hidden text-stone-900 print:block" data-testid="print-brochure">
      <header className="flex items-start justify-between gap-6 border-b-2 border-brand-700 pb-3">
        <div>
          <p className="text-sm font-semibold text-brand-700">{t('brand.name')}</p>
          <h1 className="mt-1 text-2xl leading-tight font-bold">
            <InLanguage lang={text.lang}>{text.title}</InLanguage>
          </h1>
          <p className="mt-1 text-sm">
            {t(`realty.types.${property.type}`)} · {t(`realty.purposes.${property.purpose}`)} · {city}
          </p>
        </div>
        <div className="shrink-0 text-end">
          <p className="text-2xl font-bold text-brand-700">
            <Price listing={property} purpose={property.purpose} converted={false} />
          </p>
          {pricePerArea && <p className="text-sm">{pricePerArea}</p>}
        </div>
      </header>

      {photos.length > 0 && (
        <div className="brochure-photos mt-4 grid grid-cols-3 gap-2">
          {photos.map((photo, i) => (
            <img
              key={photo.id}
              src={photo.file_url}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              alt=""
              className={i === 0 ? 'col-span-3 aspect-[16/9] w-full rounded object-cover' : 'aspect-[4/3] w-full rounded object-cover'}
            />
          ))}
        </div>
      )}

      <section className="mt-4">
        <h2 className="text-lg font-bold">{t('realty.property.details')}</h2>
        <dl className="mt-2 grid grid-cols-4 gap-2" data-testid="brochure-facts">
          {facts.map(({ field, value }) => (
            <div key={field.key} className="rounded border border-stone-300 p-2 text-center">
              <dt className="text-xs">{t(field.pageLabel ?? field.label)}</dt>
              <dd className="font-bold">
                {field.value.kind === 'amount' && field.value.unit === 'area'
                  ? areaText(property.type, value!, true)
                  : formatNumber(value!, locale)}
              </dd>
            </div>
          ))}
        </dl>
        {property.amenities.length > 0 && (
          <p className="mt-2 text-sm">
            <span className="font-semibold">{t('realty.property.amenities')}: </span>
            {property.amenities.map((key) => t(`realty.amenities.${key}`, { defaultValue: key })).join(locale === 'ar' ? '، ' : ', ')}
          </p>
        )}
      </section>

      <section className="mt-4">
        <h2 className="text-lg font-bold">{t('realty.property.description')}</h2>
        <InLanguage as="p" lang={text.lang} className="brochure-description mt-1 text-sm leading-relaxed whitespace-pre-line">
          {text.description}
        </InLanguage>
      </section>

      <footer className="brochure-footer mt-4 flex items-end justify-between gap-6 border-t border-stone-300 pt-3">
        <div className="text-sm">
          <h2 className="text-lg font-bold">{t('realty.brochure.contact')}</h2>
          <p className="mt-1">
            <DisplayName names={property.owner} />
          </p>
          {property.owner.phone && (
            <p dir="ltr" className="text-start">
              {phoneDisplay(property.owner.phone)}
            </p>
          )}
          {address && (
            <p className="mt-1">
              <InLanguage lang={address.lang}>{address.text}</InLanguage>
              {locale === 'ar' ? '، ' : ', '}
              {city}
            </p>
          )}
        </div>
        <figure className="shrink-0 text-center">
          <img
            src={qrUrl(property.id, locale)}
            alt={t('realty.brochure.qrAlt')}
            width={112}
            height={112}
            className="brochure-qr size-28"
            data-testid="brochure-qr"
          />
          <figcaption className="mt-1 max-w-40 text-xs">
            {t('realty.brochure.scan')}
            <span className="block break-all" dir="ltr">
              {pageUrl}
            </span>
          </figcaption>
        </figure>
      </footer>
    </article>
  );
}
