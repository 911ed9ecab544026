import type { ProjectDetail } from '@manara/shared/schemas/content';
import { storedMedia, type PickedMedia } from '@/components/form/media-picker';

export const PROJECT_TEXTS = [
  'title_ar',
  'title_en',
  'location_ar',
  'location_en',
  'project_type',
  'completion_date',
  'area',
  'budget',
  'currency',
  'duration_months',
  'client_name',
  'description_ar',
  'description_en',
  'work_done_ar',
  'work_done_en',
  'finishing_ar',
  'finishing_en',
] as const;
export type ProjectText = (typeof PROJECT_TEXTS)[number];
export type Captions = { caption_ar: string; caption_en: string };
export type ProjectMedia = PickedMedia<Captions>;

export function initialTexts(p: ProjectDetail | null): Record<ProjectText, string> {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const texts = Object.fromEntries(PROJECT_TEXTS.map((k) => [k, s(p?.[k])])) as Record<ProjectText, string>;
  return { ...texts, currency: p?.currency || 'USD' };
}

export const initialProjectMedia = (p: ProjectDetail | null): ProjectMedia[] =>
  p?.project_media.map((m) => storedMedia(m.id, m.media_type, m.file_url, { caption_ar: m.caption_ar, caption_en: m.caption_en })) ?? [];

/**
 * One save's multipart body: the fields, the featured flag, the key features, and the ordered media
 * list (a stored item by id, a new one by the name of its file part), each with its captions.
 */
export function projectFormData(
  texts: Record<ProjectText, string>,
  featured: boolean,
  features: Record<'ar' | 'en', string[]>,
  media: ProjectMedia[],
): { form: FormData; files: number } {
  const form = new FormData();
  for (const field of PROJECT_TEXTS) form.append(field, texts[field]);
  form.append('is_featured', String(featured));
  form.append('features_ar', JSON.stringify(features.ar));
  form.append('features_en', JSON.stringify(features.en));
  let n = 0;
  const files: [string, File][] = [];
  const list = media.map((m) => {
    if (m.id !== undefined) return { id: m.id, ...m.extra };
    const field = `file_${n++}`;
    files.push([field, m.file]);
    return { file: field, ...m.extra };
  });
  form.append('media', JSON.stringify(list));
  for (const [field, file] of files) form.append(field, file, file.name);
  return { form, files: files.length };
}
