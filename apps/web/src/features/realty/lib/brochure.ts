import type { PropertyDetail } from '@manara/shared/schemas/realty';
import { API_BASE } from '@/lib/api';

/** The QR code a listing's brochure shows: the server's SVG of its page's address in `locale` (decision 064). */
export const qrUrl = (id: number, locale: string) => `${API_BASE}/realty/properties/${id}/qr/?lang=${locale}`;

/** The photos a brochure prints: the first three. */
export const printedPhotos = (property: PropertyDetail) => property.property_media.filter((m) => m.media_type === 'image').slice(0, 3);
