import { listingText, type HeldChanges, type Locale, type MyProperty, type PropertyCard, type PropertyDetail } from '@manara/shared';
import { columnProperty, shownFields, type ShownValues } from '@manara/shared/listing';
import { PRICE_CUT_DAYS, PRICE_CUT_MIN_PERCENT } from '@manara/shared/realty';
import type { MediaStorage } from '../../../platform/storage';
import { phoneLinks } from '../../../lib/phone';
import type { AuthUser } from '../../../http/viewer';
import { imageRef } from '../../../lib/media-urls';
import { systemClock, type Clock } from '../../../lib/clock';
import type { CardRow, DetailRow, HeldChanges as HeldRow, ListingTitles, ManagedCardRow } from './listing-rows';
import { listingPolicy } from './listing-policy';

/** Held changes (decision 044) as the API shows them to the owner and staff. */
export function heldChanges(row: HeldRow): HeldChanges {
  return { status: row.status, fields: row.changes, rejection_reason: row.rejectionReason, submitted_at: row.submittedAt.toISOString() };
}

/**
 * A listing's title wherever the API names it (decision 045): `title` in `locale` when the owner wrote
 * that language, else the other (`text_lang` says which), and both languages' titles.
 */
export function titleFields(titles: ListingTitles, locale: Locale) {
  const shown = listingText(titles, locale);
  return { title: shown.title, text_lang: shown.lang, title_ar: titles.title_ar, title_en: titles.title_en };
}

/** A row's titles as the API names them. */
export const titlesOf = (row: { titleAr: string; titleEn: string }): ListingTitles => ({ title_ar: row.titleAr, title_en: row.titleEn });

/** The listing fields (listing.ts) a response carries as stored, read from a row: a card's, or the page's beyond it. */
function shownValues<S extends 'card' | 'detail'>(row: object, shown: S): ShownValues<S> {
  const columns = row as Record<string, unknown>;
  return Object.fromEntries(shownFields(shown).map((f) => [f.key, columns[columnProperty(f.column!)]])) as ShownValues<S>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The "price reduced" mark (decision 060): the last change's cut when it is at least
 * PRICE_CUT_MIN_PERCENT and at most PRICE_CUT_DAYS old on `now` (the app clock), in whole percent
 * rounded down (never overstating the cut); else null.
 */
export function priceReduced(cut: CardRow['priceCut'], now: Date): PropertyCard['price_reduced'] {
  if (!cut || cut.percent < PRICE_CUT_MIN_PERCENT || now.getTime() - cut.at.getTime() > PRICE_CUT_DAYS * DAY_MS) return null;
  return { percent: Math.floor(cut.percent), changed_at: cut.at.toISOString() };
}

/** Listing rows → API shapes (cards in lists, the full listing on its page), their texts in `locale` (the request's). */
export function createListingPresenter(storage: MediaStorage, clock: Clock = systemClock) {
  function card(row: CardRow, locale: Locale): PropertyCard {
    const images = row.images.map((image) => imageRef(storage, image)).filter((i) => i !== null);
    return {
      id: row.id,
      ...titleFields(titlesOf(row), locale),
      ...shownValues(row, 'card'),
      price_usd: row.priceUsd,
      city: { id: row.city.id, name_ar: row.city.nameAr, name_en: row.city.nameEn },
      country: { id: row.country.id, name_ar: row.country.nameAr, name_en: row.country.nameEn },
      status: row.status,
      created_at: row.createdAt.toISOString(),
      views_count: row.viewsCount,
      price_reduced: priceReduced(row.priceCut, clock.now()),
      cover_image: images[0] ?? null,
      media_list: images.map((i) => i.url),
    };
  }

  /** A card in its owner's dashboard or the staff list, with what only they see. */
  function managed(row: ManagedCardRow, locale: Locale): Omit<MyProperty, 'reach'> {
    return {
      ...card(row, locale),
      rejection_reason: row.rejectionReason,
      updated_at: row.updatedAt.toISOString(),
      changes: row.changes && { status: row.changes.status, rejection_reason: row.changes.rejectionReason },
      photos_pending: row.images.filter((i) => i.widths.length === 0).length,
      expires_at: row.expiresAt?.toISOString() ?? null,
    };
  }

  /** The listing's page; the rejection reason and photos being prepared only for those who manage it. */
  function detail(row: DetailRow, user: AuthUser | null, locale: Locale): PropertyDetail {
    const images = row.media.filter((m) => m.mediaType === 'image');
    const video = row.media.find((m) => m.mediaType === 'video');
    // A photo is shown once its variants exist; until then only those who manage the listing hear of it.
    const shown = row.media.filter((m) => m.mediaType === 'video' || m.widths.length > 0);
    return {
      ...card({ ...row, images }, locale),
      description: listingText({ ...titlesOf(row), description_ar: row.descriptionAr, description_en: row.descriptionEn }, locale)
        .description,
      ...shownValues(row, 'detail'),
      price_history: row.priceHistory.map((c) => ({ ...c, changed_at: new Date(c.changed_at).toISOString() })),
      location: row.location,
      property_media: shown.map((m) => {
        const ref = m.mediaType === 'image' ? imageRef(storage, m) : null;
        if (!ref) {
          return { id: m.id, media_type: 'video' as const, file_url: storage.url(m.key), srcset: null, width: m.width, height: m.height };
        }
        return { id: m.id, media_type: 'image' as const, file_url: ref.url, srcset: ref.srcset, width: ref.width, height: ref.height };
      }),
      photos_pending: listingPolicy.canManage(user, row) ? images.length - shown.filter((m) => m.mediaType === 'image').length : null,
      video_url: video ? storage.url(video.key) : null,
      owner: {
        id: row.ownerId,
        name: row.ownerName,
        display_name_ar: row.ownerDisplayNameAr,
        display_name_en: row.ownerDisplayNameEn,
        provider_type: row.ownerProviderType,
        ...phoneLinks(row.ownerPhone),
      },
      updated_at: row.updatedAt.toISOString(),
      is_favorite: row.isFavorite,
      is_owner: user?.id === row.ownerId,
      rejection_reason: listingPolicy.canManage(user, row) ? row.rejectionReason : null,
      pending_changes: row.held && listingPolicy.canManage(user, row) ? heldChanges(row.held) : null,
    };
  }

  return { card, managed, detail };
}
export type ListingPresenter = ReturnType<typeof createListingPresenter>;
