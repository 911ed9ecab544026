import type { ContactMessage, Locale, Offering, ProjectCard, ProjectDetail, PublicProjectDetail } from '@manara/shared';
import { imageRef } from '../../lib/media-urls';
import type { MediaStorage } from '../../platform/storage';
import type { ContactMessageRow, OfferingRow, ProjectCardRow, ProjectDetailRow, ProjectMediaRow } from './content.repository';

export function toOffering(row: OfferingRow): Offering {
  return {
    id: row.id,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    description_ar: row.descriptionAr,
    description_en: row.descriptionEn,
    category: row.category,
    price: row.price,
    price_unit: row.priceUnit,
    currency: row.currency,
    order: row.sortOrder,
    is_active: row.isActive,
  };
}

export function toContactMessage(m: ContactMessageRow): ContactMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    language: m.language,
    created_at: m.createdAt.toISOString(),
    read_at: m.readAt?.toISOString() ?? null,
  };
}

/** Completed-project rows → API shapes (cards in lists, the full project on its page). */
export function createProjectPresenter(storage: MediaStorage) {
  const image = (m: ProjectMediaRow) => imageRef(storage, { key: m.storageKey, widths: m.widths, width: m.width, height: m.height });

  function card(row: ProjectCardRow | (ProjectDetailRow & { thumbnail?: undefined })): ProjectCard {
    const first = row.thumbnail ?? ('media' in row ? row.media.find((m) => m.mediaType === 'image' && m.widths.length > 0) : undefined);
    const thumb = first ? image(first) : null;
    return {
      id: row.id,
      title_ar: row.titleAr,
      title_en: row.titleEn,
      location_ar: row.locationAr,
      location_en: row.locationEn,
      project_type: row.projectType,
      completion_date: row.completionDate,
      is_featured: row.isFeatured,
      views_count: row.viewsCount,
      thumbnail_url: thumb?.url ?? null,
      thumbnail_srcset: thumb?.srcset ?? null,
      area: row.area,
      duration_months: row.durationMonths,
    };
  }

  function detail(row: ProjectDetailRow): ProjectDetail {
    return {
      ...card(row),
      description_ar: row.descriptionAr,
      description_en: row.descriptionEn,
      budget: row.budget,
      currency: row.currency,
      client_name: row.clientName,
      work_done_ar: row.workDoneAr,
      work_done_en: row.workDoneEn,
      finishing_ar: row.finishingAr,
      finishing_en: row.finishingEn,
      features_ar: row.featuresAr,
      features_en: row.featuresEn,
      // A photo is shown once its variants exist (until then it is counted in photos_pending).
      project_media: row.media.flatMap((m) => {
        const ref = m.mediaType === 'image' ? image(m) : null;
        if (m.mediaType === 'image' && !ref) return [];
        return [
          {
            id: m.id,
            media_type: m.mediaType,
            file_url: ref?.url ?? storage.url(m.storageKey),
            srcset: ref?.srcset ?? null,
            width: ref?.width ?? m.width,
            height: ref?.height ?? m.height,
            caption_ar: m.captionAr,
            caption_en: m.captionEn,
          },
        ];
      }),
      photos_pending: row.media.filter((m) => m.mediaType === 'image' && m.widths.length === 0).length,
    };
  }

  /** The public page: the detail plus `features` in the reader's language. */
  function publicDetail(row: ProjectDetailRow, locale: Locale): PublicProjectDetail {
    return { ...detail(row), features: locale === 'ar' ? row.featuresAr : row.featuresEn };
  }

  return { card, detail, publicDetail };
}
export type ProjectPresenter = ReturnType<typeof createProjectPresenter>;
