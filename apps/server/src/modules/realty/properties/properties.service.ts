import { createHash } from 'node:crypto';
import { SIMILAR_LIMIT, type PropertyCard, type PropertyDetail, type PropertyListQuery } from '@manara/shared';
import { AppError } from '../../../lib/errors';
import type { MediaStorage } from '../../../lib/storage';
import type { AuthUser } from '../../../plugins/auth';
import { imageRef } from './media-urls';
import type { CardRow, DetailRow, PropertiesRepository } from './properties.repository';

/** Who is looking: the signed-in user (or null) and, for visitors, what identifies them for view counting. */
export interface Viewer {
  user: AuthUser | null;
  ip: string;
  userAgent: string;
}

/** A visitor is one user account, or else one IP address with one browser. Hashed: no raw IPs are stored. */
export function visitorKey(viewer: Viewer): string {
  if (viewer.user) return `u:${viewer.user.id}`;
  return `a:${createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent}`).digest('hex')}`;
}

/** Views are counted per UTC day. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function createCardMapper(storage: MediaStorage) {
  return (row: CardRow): PropertyCard => {
    const images = row.images.map((image) => imageRef(storage, image)).filter((i) => i !== null);
    return {
      id: row.id,
      title: row.title,
      type: row.type,
      purpose: row.purpose,
      price: row.price,
      currency: row.currency,
      area: row.area,
      beds: row.beds,
      baths: row.baths,
      floors: row.floors,
      city: { id: row.city.id, name_ar: row.city.nameAr, name_en: row.city.nameEn },
      country: { id: row.country.id, name_ar: row.country.nameAr, name_en: row.country.nameEn },
      village: row.village,
      address: row.address,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      views_count: row.viewsCount,
      cover_image: images[0] ?? null,
      media_list: images.map((i) => i.url),
    };
  };
}

export function createPropertiesService(repo: PropertiesRepository, storage: MediaStorage) {
  const toCard = createCardMapper(storage);

  function toDetail(row: DetailRow, user: AuthUser | null): PropertyDetail {
    const isOwner = user?.id === row.ownerId;
    const images = row.media.filter((m) => m.mediaType === 'image');
    const video = row.media.find((m) => m.mediaType === 'video');
    const card = toCard({ ...row, images });
    return {
      ...card,
      description: row.description,
      amenities: row.amenities,
      postal_code: row.postalCode,
      property_media: row.media.map((m) => {
        if (m.mediaType === 'video') {
          return { id: m.id, media_type: 'video' as const, file_url: storage.url(m.key), srcset: null, width: m.width, height: m.height };
        }
        const ref = imageRef(storage, m);
        return {
          id: m.id,
          media_type: 'image' as const,
          file_url: ref?.url ?? storage.url(m.key),
          srcset: ref?.srcset ?? null,
          width: ref?.width ?? null,
          height: ref?.height ?? null,
        };
      }),
      video_url: video ? storage.url(video.key) : null,
      owner: { id: row.ownerId, name: row.ownerName },
      updated_at: row.updatedAt.toISOString(),
      is_favorite: row.isFavorite,
      is_owner: isOwner,
      rejection_reason: isOwner || user?.isStaff ? row.rejectionReason : null,
    };
  }

  /** A listing the viewer may see: active ones for anyone, others only for their owner and staff. */
  async function findVisible(id: number, user: AuthUser | null): Promise<DetailRow> {
    const row = await repo.findDetail(id, user?.id ?? null);
    const privileged = user !== null && (user.id === row?.ownerId || user.isStaff);
    if (!row || (row.status !== 'active' && !privileged)) throw AppError.notFound('property_not_found');
    return row;
  }

  return {
    async list(query: PropertyListQuery): Promise<{ count: number; results: PropertyCard[] }> {
      const { page, page_size, ordering, ...filters } = query;
      const { rows, count } = await repo.listPublic(filters, ordering, page_size, (page - 1) * page_size);
      return { count, results: rows.map(toCard) };
    },

    /** The listing's page; a view by anyone but its owner is counted once per visitor per day. */
    async detail(id: number, viewer: Viewer): Promise<PropertyDetail> {
      const row = await findVisible(id, viewer.user);
      if (row.status === 'active' && viewer.user?.id !== row.ownerId) {
        const views = await repo.recordView(row.id, visitorKey(viewer), today());
        if (views !== null) row.viewsCount = views;
      }
      return toDetail(row, viewer.user);
    },

    async similar(id: number, user: AuthUser | null): Promise<PropertyCard[]> {
      const row = await findVisible(id, user);
      const rows = await repo.similar(
        { id: row.id, purpose: row.purpose, cityId: row.cityId, type: row.type, price: row.price },
        SIMILAR_LIMIT,
      );
      return rows.map(toCard);
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
