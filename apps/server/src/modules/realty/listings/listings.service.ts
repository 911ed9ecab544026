import {
  MEDIA_LIMITS,
  myPropertyCounts,
  propertyCreateRequest,
  propertyUpdateRequest,
  type MyProperty,
  type Locale,
  type MyPropertyCounts,
  type PropertyCreateRequest,
  type PropertyDetail,
  type PropertyStatus,
  type PropertyUpdateRequest,
} from '@manara/shared';
import { keysetWindow, mapPage, NEWEST_FIRST, type KeysetQuery, type KeysetResult } from '../../../http/paging';
import type { AuthUser } from '../../../http/viewer';
import type { Idempotency, IdempotencyClaim } from '../../../platform/idempotency';
import type { AuditRecorder } from '../../../lib/audit';
import { AppError, parseFields } from '../../../lib/errors';
import { imageUrls } from '../../../lib/media-urls';
import type { MediaStorage } from '../../../platform/storage';
import { filesOf, removeFiles, type MediaService } from '../../media';
import { assertCanManage } from './listing-policy';
import { assertTextsAfterEdit, editFields, heldAfterEdit, listingValues } from './listing-edit';
import { planListingMedia } from './listing-media';
import { actorOf, afterEdit, holdEdit, transition } from './listing-status';
import type { ListingUpload } from './listing-upload';
import type { ListingPresenter } from './listings.presenter';
import type { CatalogueRepository } from './catalogue.repository';
import type { ListingsRepository, ListingValues } from './listings.repository';
import type { ManagedListsRepository } from './managed-lists.repository';
import { tellPriceCut, type PublicationListener } from './moderation.service';

/** The path of a URL, absolute or relative ('' when it is not one). */
function urlPath(url: string): string {
  try {
    return new URL(url, 'http://path.invalid').pathname;
  } catch {
    return '';
  }
}

/**
 * Owners' side of listings (and staff acting on them): submit, edit, delete, mark sold or rented, and
 * the dashboard list with its counts. What each does to the status is listing-status.ts's. The upload's
 * files are stored before the listing and its media rows are committed together, with the jobs that
 * make the photos' variants; a save that fails deletes them, and removed media's files go after the
 * commit (decisions 030, 031).
 */
export function createListingsService(deps: {
  repo: ListingsRepository;
  /** A listing's page as its owner sees it. */
  catalogue: Pick<CatalogueRepository, 'findDetail'>;
  /** The owner's dashboard. */
  lists: Pick<ManagedListsRepository, 'listMine'>;
  storage: MediaStorage;
  present: ListingPresenter;
  audit: AuditRecorder;
  media: Pick<MediaService, 'queueVariants'>;
  /** Told of a price cut an edit publishes at once (staff editing a live listing; decision 060). */
  publication?: Pick<PublicationListener, 'listingPriceCut'>;
  /** The submission's `Idempotency-Key` (decision 071): its row commits with the listing. */
  idempotency: Pick<Idempotency, 'run'>;
}) {
  const { repo, catalogue, lists, storage, present, audit, media: pipeline, publication, idempotency } = deps;

  /**
   * The stored photos `entries` name: media ids, or any URL the API gave for a photo (any of its
   * sizes; relative, or absolute on any origin: only the path is compared). An entry that names none
   * of this listing's photos is refused, so a typo or another listing's photo is not silently ignored.
   */
  function photosNamed(entries: (number | string)[], media: { id: number; mediaType: string; storageKey: string; widths: number[] }[]) {
    const photos = media.filter((m) => m.mediaType === 'image');
    const byPath = new Map(
      photos.flatMap((m) => imageUrls(storage, { key: m.storageKey, widths: m.widths }).map((url) => [url, m.id] as const)),
    );
    const ids = new Set<number>();
    for (const entry of entries) {
      const id =
        typeof entry === 'number' || /^\d+$/.test(entry) ? photos.find((m) => m.id === Number(entry))?.id : byPath.get(urlPath(entry));
      if (id === undefined) throw AppError.field('delete_images', 'delete_image_unknown');
      ids.add(id);
    }
    return ids;
  }

  async function cityCountry(cityId: number): Promise<number> {
    const countryId = await repo.countryOfCity(cityId);
    if (countryId === undefined) throw AppError.field('city_id', 'city_not_found');
    return countryId;
  }

  /** Runs a save; if it fails, the files the upload stored go (no row will name them). */
  async function saving<T>(upload: ListingUpload, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      await upload.discard();
      throw error;
    }
  }

  async function manageable(user: AuthUser, id: number) {
    return assertCanManage(user, await repo.findAccess(id));
  }

  async function detailFor(user: AuthUser, id: number, locale: Locale): Promise<PropertyDetail> {
    const row = await catalogue.findDetail(id, user.id);
    return present.detail(assertCanManage(user, row), user, locale);
  }

  return {
    /**
     * A submission. With `claim` (decision 071), one already answered creates nothing and the first
     * listing's id comes back as `replayed` (the route deletes this upload's files); otherwise the key
     * keeps the new listing's id. The route answers with the listing's `detail` either way.
     */
    async create(user: AuthUser, upload: ListingUpload, claim?: IdempotencyClaim) {
      const outcome = await saving(upload, async () => {
        const input: PropertyCreateRequest = parseFields(propertyCreateRequest, upload.fields);
        const { add: added } = planListingMedia([], upload.images, upload.video, input.photo_order);
        const countryId = await cityCountry(input.city_id);
        if (input.country_id !== null && input.country_id !== countryId) throw AppError.field('city_id', 'city_not_in_country');
        return idempotency.run(claim, async (tx) => {
          const id = await repo.insert(
            { ...listingValues(input, countryId), ownerId: user.id } as ListingValues,
            transition('submit', 'owner', { purpose: input.purpose }),
            added,
            (inner) => pipeline.queueVariants(inner, added),
            tx,
          );
          return { status: 201, body: { id } };
        });
      });
      return outcome;
    },

    /** A listing's detail as `user` (its owner or staff) sees it. */
    detail: detailFor,

    /**
     * An edit. An owner's edit of a live listing that leaves its media alone is held for review while
     * the published version stays (decision 044); a new order of its photos (the cover first) applies
     * at once (decision 046). Any other edit is applied at once, with the status change
     * listing-status.ts says, and replaces changes held before.
     */
    async update(user: AuthUser, id: number, upload: ListingUpload, locale: Locale): Promise<PropertyDetail> {
      const { removing, actor, plan } = await saving(upload, async () => {
        const access = await manageable(user, id);
        const input: PropertyUpdateRequest = parseFields(propertyUpdateRequest, upload.fields);
        const media = await repo.media(id);
        const removeIds = photosNamed(input.delete_images ?? [], media);
        const removing = media.filter(
          (m) => (m.mediaType === 'image' && removeIds.has(m.id)) || (m.mediaType === 'video' && input.delete_video),
        );
        const keptImages = media.filter((m) => m.mediaType === 'image' && !removeIds.has(m.id)).length;
        if (keptImages + upload.images.length > MEDIA_LIMITS.listing.images) throw AppError.field('images', 'too_many_images');
        const oldVideo = media.find((m) => m.mediaType === 'video');
        // A new video replaces the old one.
        if (upload.video && oldVideo && !removing.includes(oldVideo)) removing.push(oldVideo);
        const plan = planListingMedia(
          media.filter((m) => !removing.includes(m)),
          upload.images,
          upload.video,
          input.photo_order,
        );

        let countryId: number | undefined;
        if (input.city_id !== undefined) {
          countryId = await cityCountry(input.city_id);
          if (input.country_id != null && input.country_id !== countryId) throw AppError.field('city_id', 'city_not_in_country');
        }
        const actor = actorOf(user, access);
        const outcome = afterEdit(actor, access, { media: removing.length > 0 || plan.add.length > 0 });
        const [published, before] = await Promise.all([repo.published(id), repo.heldChanges(id)]);
        const kept = outcome.hold && before?.status === 'pending' ? before.changes : {};
        assertTextsAfterEdit(published ?? {}, kept, editFields(input));
        if (outcome.hold) {
          const held = heldAfterEdit(published ?? {}, kept, editFields(input));
          // The photos' new order is published at once, with the held changes in one transaction.
          await repo.reorderMedia(id, plan.moves, (tx) => repo.holdChanges(id, held, holdEdit(), tx));
          return { removing: [], actor, plan };
        }
        await repo.update(
          id,
          listingValues(editFields(input), countryId),
          outcome.change,
          { removeMediaIds: removing.map((m) => m.id), moves: plan.moves, add: plan.add },
          async (tx, priceChange) => {
            // The owner's form showed the held changes: an edit applied at once replaces them.
            if (actor === 'owner') await repo.dropChanges(id, tx);
            await pipeline.queueVariants(tx, plan.add);
            await tellPriceCut(publication, tx, id, priceChange);
          },
        );
        return { removing, actor, plan };
      });
      await removeFiles(storage, removing.flatMap(filesOf));
      if (actor === 'staff') {
        const changed = Object.keys(upload.fields).filter((k) => !['delete_images', 'delete_video', 'photo_order'].includes(k));
        await audit({
          actorId: user.id,
          action: 'property.edit',
          entity: 'property',
          entityId: String(id),
          details: {
            fields: changed,
            photos_added: plan.add.filter((r) => r.mediaType === 'image').length,
            media_removed: removing.length,
            photos_reordered: plan.reordered,
          },
        });
      }
      return detailFor(user, id, locale);
    },

    async remove(user: AuthUser, id: number): Promise<void> {
      const access = await manageable(user, id);
      const media = await repo.media(id);
      const before = access.ownerId !== user.id ? await catalogue.findDetail(id, null) : undefined;
      await repo.remove(id);
      await removeFiles(storage, media.flatMap(filesOf));
      if (before) {
        await audit({
          actorId: user.id,
          action: 'property.delete',
          entity: 'property',
          entityId: String(id),
          details: { title: before.titleAr || before.titleEn, owner_id: before.ownerId, status: before.status },
        });
      }
    },

    /** Sold (a listing for sale) or rented (for rent), from active only (listing-status.ts). */
    async markClosed(user: AuthUser, id: number, status: 'sold' | 'rented', locale: Locale): Promise<PropertyDetail> {
      const row = assertCanManage(user, await catalogue.findDetail(id, user.id));
      await repo.applyStatus(id, transition(status === 'sold' ? 'sell' : 'rent', actorOf(user, row), row));
      return detailFor(user, id, locale);
    },

    async mine(
      user: AuthUser,
      query: KeysetQuery & { status?: PropertyStatus },
      locale: Locale,
    ): Promise<KeysetResult<MyProperty> & { counts: MyPropertyCounts }> {
      const { limit, seek } = keysetWindow(query, NEWEST_FIRST);
      const { counts, ...page } = await lists.listMine(user.id, query.status, limit, seek);
      return {
        ...mapPage(page, (r) => ({ ...present.managed(r, locale), reach: r.reach })),
        ordering: NEWEST_FIRST,
        limit,
        // Every count the dashboard shows (myPropertyCounts), 0 for a status the owner has none of.
        counts: Object.fromEntries(Object.keys(myPropertyCounts.shape).map((k) => [k, counts[k] ?? 0])) as MyPropertyCounts,
      };
    },
  };
}
export type ListingsService = ReturnType<typeof createListingsService>;
