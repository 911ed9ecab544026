import { formatDate, formatNumber, localized } from '@manara/shared/i18n/index';
import { listingField, listingFieldText, listingTiles } from '@manara/shared/listing';
import type { InquiryKind, PropertyDetail } from '@manara/shared/schemas/realty';
import {
  ArrowLeft,
  Bath,
  BedDouble,
  CalendarClock,
  CalendarDays,
  CircleCheck,
  Eye,
  Layers,
  MapPin,
  Maximize2,
  MessageSquare,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useCities } from '../api/locations';
import { useSimilar } from '../api/property';
import { FavoriteButton } from './favorite-button';
import { Gallery } from '@/components/gallery';
import type { GalleryImage } from '@/components/gallery-parts';
import { ListingTrust } from './listing-trust';
import { AskLawyer } from './ask-lawyer';
import { CityProvidersSlot } from './city-providers-slot';
import { OwnerCard } from './owner-card';
import { PhoneContact } from './phone-contact';
import { Price, useAreaText, usePricePerArea } from './price';
import { PropertyCard } from './property-card';
import { ShareButton } from './share-button';
import { CompareToggle, CompareTray } from './compare-controls';
import { PrintBrochureSlot, PrintButton } from './print-brochure-slot';
import { RecentlyViewedSlot } from './recently-viewed-slot';
import { useVisitDialog } from './visit-dialog-slot';
import { rememberViewed } from '../lib/browser-lists';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { PhotosPendingNote } from '@/components/form/photos-pending';
import { InLanguage, useListingText, WrittenInNote } from '@/components/listing-text';
import { prefetch } from '@/lib/prefetch';
import { withStrings } from '@/lib/i18n';
import { nearPart } from '@/lib/near-part';

// Far below a phone's first screen: their code comes when they come near (decision 054, lib/near-part.tsx).
const loadBelowFold = () => import('./listing-below-fold');
const PropertyAmenities = nearPart(() => loadBelowFold().then((m) => m.PropertyAmenities));
const PriceHistory = nearPart(() => loadBelowFold().then((m) => m.PriceHistory));
const FinancingSection = nearPart(() => loadBelowFold().then((m) => m.FinancingSection));
const ListingLocation = nearPart(() => loadBelowFold().then((m) => m.ListingLocation));
// The form (and zod with it) loads when a visitor first opens it.
const loadInquiryDialog = () => import('./inquiry-dialog');
// Its strings (features/realty/locales/more-strings.ts) arrive with it.
const InquiryDialog = lazy(async () => ({ default: (await withStrings(loadInquiryDialog())).InquiryDialog }));

/** The icon of each fact tile (listing.ts LISTING_PAGE). */
const TILE_ICONS: Record<string, LucideIcon> = { beds: BedDouble, baths: Bath, area: Maximize2, floors: Layers };

const STATUS_STYLES: Record<string, string> = {
  active: 'bg-green-100 text-green-800',
  pending: 'bg-yellow-100 text-yellow-900',
  draft: 'bg-stone-200 text-stone-800',
  sold: 'bg-red-100 text-red-800',
};

function Badge({ children, className }: { children: React.ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold', className)}>{children}</span>;
}

function backPath(purpose: string | undefined) {
  return purpose === 'rent' ? paths.rent : paths.buySell;
}

function images(property: PropertyDetail): GalleryImage[] {
  const media = property.property_media
    .filter((m) => m.media_type === 'image')
    .map((m) => ({ url: m.file_url, srcset: m.srcset, width: m.width, height: m.height }));
  if (media.length) return media;
  return property.media_list.map((url) => ({ url, srcset: null, width: null, height: null }));
}

export function PropertyView({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [inquiry, setInquiry] = useState<{ kind: InquiryKind; open: boolean } | null>(null);
  const similar = useSimilar(property.id, true);
  const cities = useCities(property.country.id);
  const city = localized(property.city, 'name', locale);
  const cityInfo = cities.data?.find((c) => c.id === property.city.id);
  const governorate = cityInfo ? localized(cityInfo, 'governorate', locale) : null;
  const gallery = images(property);
  // The listing's address without any query string, to share (read when the reader shares, not while rendering).
  const { pathname } = useLocation();
  const shareUrl = () => new URL(pathname, window.location.origin).href;

  const openInquiry = (kind: InquiryKind) => setInquiry({ kind, open: true });
  // "Request a visit" is the requests feature's dialog (decision 067), handed over by app/. Back from
  // signing in to send one (?visit=1), the form opens again with what was typed.
  const visitDialog = useVisitDialog();
  const { search } = useLocation();
  const [visit, setVisit] = useState<boolean | null>(() => (new URLSearchParams(search).get('visit') === '1' ? true : null));
  const prefetchInquiry = () => prefetch(loadInquiryDialog);

  const areaText = useAreaText();
  const pricePerArea = usePricePerArea(property);
  const tiles = listingTiles(property.type).map((key) => ({ field: listingField(key)!, value: property[key] }));

  // The page language's text, else the other's marked with its language (decision 045); so too a text
  // with languages, as its address and village (decision 055).
  const text = useListingText(property);
  // Recently viewed (issue 33): public listings only, remembered in this browser.
  useEffect(() => {
    if (property.status === 'active') rememberViewed(property.id);
  }, [property.id, property.status]);
  const village = listingFieldText(property, 'village', locale);
  const separator = locale === 'ar' ? '، ' : ', ';
  // The village in the language it was written, marked when it is not the page's (decision 055).
  const place = [city, governorate && governorate !== city ? governorate : null].filter(Boolean).join(separator);

  return (
    // In print only the brochure shows (styles.css, `.listing-view`).
    <Container className="listing-view py-6 sm:py-8">
      <Link to={backPath(property.purpose)} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
        {property.purpose === 'rent' ? t('realty.property.backRent') : t('realty.property.backSale')}
      </Link>

      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="bg-brand-50 text-brand-800">{t(`realty.types.${property.type}`)}</Badge>
          <Badge className="bg-gold-300/50 text-stone-900">{t(`realty.purposes.${property.purpose}`)}</Badge>
          {property.status !== 'active' && (
            <Badge className={STATUS_STYLES[property.status] ?? 'bg-blue-100 text-blue-800'}>
              {t(`realty.statuses.${property.status}`, { defaultValue: property.status })}
            </Badge>
          )}
        </div>
        <h1 className="mt-3 text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">
          <InLanguage lang={text.lang}>{text.title}</InLanguage>
        </h1>
        {text.fallback && <WrittenInNote lang={text.lang} className="mt-1 block text-sm" />}
        <p className="mt-2 flex items-center gap-1.5 text-stone-600">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {village && (
              <>
                <InLanguage lang={village.lang}>{village.text}</InLanguage>
                {separator}
              </>
            )}
            {place}
          </span>
        </p>
      </header>

      <PhotosPendingNote count={property.photos_pending} className="mt-4" />

      {property.is_owner && property.status === 'rejected' && property.rejection_reason && (
        <div role="note" className="mt-4 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">{t('realty.property.rejectionReason')}</p>
          <p className="mt-1 whitespace-pre-line" dir="auto">
            {property.rejection_reason}
          </p>
        </div>
      )}

      {/* Phones: gallery, then the price card and its buttons, then the details. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Gallery images={gallery} title={text.title} />
        </div>

        <aside aria-labelledby={`${id}-price`} className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="space-y-4 lg:sticky lg:top-24">
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h2 id={`${id}-price`} className="text-sm font-medium text-stone-600">
                {property.purpose === 'rent' ? t('realty.property.rentPrice') : t('realty.property.salePrice')}
              </h2>
              <p className="mt-1 text-3xl font-bold text-brand-700">
                <Price listing={property} purpose={property.purpose} unitClassName="text-base" rateDate />
              </p>
              {pricePerArea && <p className="mt-1 text-sm text-stone-600">{pricePerArea}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                <Badge className="bg-brand-50 text-brand-800">{t(`realty.types.${property.type}`)}</Badge>
                <Badge className="bg-gold-300/50 text-stone-900">{t(`realty.purposes.${property.purpose}`)}</Badge>
              </div>
              <ul className="mt-4 space-y-1.5 text-sm text-stone-600">
                <li className="flex items-center gap-2">
                  <Eye className="size-4" aria-hidden="true" />
                  {t('realty.property.views', { count: property.views_count, n: formatNumber(property.views_count, locale) })}
                </li>
                <li className="flex items-center gap-2">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  {t('realty.property.listed', { date: formatDate(property.created_at, locale) })}
                </li>
              </ul>
              <div className="mt-5 grid gap-2">
                <PhoneContact property={property} />
                <Button size="lg" onClick={() => openInquiry('contact')} onPointerEnter={prefetchInquiry} onFocus={prefetchInquiry}>
                  <MessageSquare className="size-5" aria-hidden="true" />
                  {t('realty.property.contactSeller')}
                </Button>
                <Button size="lg" variant="outline" onClick={() => setVisit(true)}>
                  <CalendarClock className="size-5" aria-hidden="true" />
                  {t('realty.property.scheduleVisit')}
                </Button>
                <div className="grid grid-cols-2 gap-2">
                  <FavoriteButton propertyId={property.id} saved={property.is_favorite} className="w-full" />
                  <ShareButton title={text.title} url={shareUrl} className="w-full" />
                </div>
                <div className="grid grid-cols-2 gap-2">
                  <CompareToggle id={property.id} title={text.title} className="w-full px-3 text-sm" />
                  <PrintButton property={property} className="w-full px-3" />
                </div>
              </div>
            </div>
            <OwnerCard owner={property.owner} />
            <AskLawyer property={property} />
            <CityProvidersSlot cityId={property.city.id} />
            <ListingTrust property={property} />
          </div>
        </aside>

        <div className="min-w-0 space-y-10 lg:col-span-2">
          {property.video_url && (
            <section aria-labelledby={`${id}-video`}>
              <h2 id={`${id}-video`} className="mb-3 text-xl font-bold text-stone-900">
                {t('realty.property.video')}
              </h2>
              <video src={property.video_url} controls playsInline preload="metadata" className="aspect-video w-full rounded-2xl bg-black">
                <a href={property.video_url}>{t('realty.property.videoDownload')}</a>
              </video>
            </section>
          )}

          <section aria-labelledby={`${id}-details`}>
            <h2 id={`${id}-details`} className="mb-4 text-xl font-bold text-stone-900">
              {t('realty.property.details')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {tiles.map(({ field, value }) => {
                const Icon = TILE_ICONS[field.key] ?? CircleCheck;
                return (
                  <div
                    key={field.key}
                    className="flex flex-col items-center gap-1 rounded-2xl bg-white p-4 text-center ring-1 ring-stone-200"
                  >
                    <Icon className="size-6 text-brand-700" aria-hidden="true" />
                    <dt className="text-sm text-stone-600">{t(field.pageLabel ?? field.label)}</dt>
                    <dd className="text-lg font-bold text-stone-900">
                      {value === null || value === undefined
                        ? '—'
                        : field.value.kind === 'amount' && field.value.unit === 'area'
                          ? areaText(property.type, value, true)
                          : formatNumber(value, locale)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>

          <section aria-labelledby={`${id}-description`}>
            <h2 id={`${id}-description`} className="mb-3 text-xl font-bold text-stone-900">
              {t('realty.property.description')}
            </h2>
            <InLanguage as="p" lang={text.lang} className="leading-relaxed whitespace-pre-line text-stone-800">
              {text.description}
            </InLanguage>
          </section>

          <PropertyAmenities amenities={property.amenities} />

          {property.price_history.length > 0 && (
            <PriceHistory property={{ price_history: property.price_history, price_reduced: property.price_reduced }} />
          )}

          {/* Only for sale: its empty box would still take the column's gap. */}
          {property.purpose === 'sale' && <FinancingSection listing={property} />}

          <ListingLocation property={property} city={city} governorate={governorate} title={text.title} />
        </div>
      </div>

      {similar.data && similar.data.length > 0 && (
        <section aria-labelledby={`${id}-similar`} className="mt-16">
          <h2 id={`${id}-similar`} className="mb-6 text-2xl font-bold text-brand-800">
            {t('realty.property.similar')}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {similar.data.map((card) => (
              <li key={card.id}>
                <PropertyCard property={card} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <RecentlyViewedSlot exclude={property.id} className="mt-16" />
      <CompareTray />
      <PrintBrochureSlot property={property} />

      {visit !== null && visitDialog && (
        <Suspense fallback={null}>
          {visitDialog({ listingId: property.id, listingTitle: text.title, open: visit, onOpenChange: setVisit })}
        </Suspense>
      )}
      {inquiry && (
        <Suspense fallback={null}>
          <InquiryDialog
            propertyId={property.id}
            propertyTitle={text.title}
            kind={inquiry.kind}
            open={inquiry.open}
            onOpenChange={(open) => setInquiry((s) => (s ? { ...s, open } : s))}
          />
        </Suspense>
      )}
    </Container>
  );
}
