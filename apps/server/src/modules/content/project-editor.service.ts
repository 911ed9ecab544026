import {
  MEDIA_LIMITS,
  projectUpdateRequest,
  projectWriteRequest,
  type AdminProjectCard,
  type ProjectDetail,
  type ProjectUpdateRequest,
} from '@manara/shared';
import type { AuditRecorder } from '../../lib/audit';
import { AppError, parseFields } from '../../lib/errors';
import type { MediaStorage } from '../../platform/storage';
import type { AuthUser } from '../../http/viewer';
import type { ProjectPresenter } from './content.presenter';
import type { ContentRepository, ProjectMediaRow } from './content.repository';
import type { MediaChange, NewProjectMedia, ProjectEditorRepository, ProjectValues } from './project-editor.repository';
import { filesOf, placeMedia, removeFiles, type MediaService, type Upload } from '../media';

/** API fields → columns, for the fields present in the request. */
function projectValues(input: ProjectUpdateRequest): Partial<ProjectValues> {
  const map: [keyof ProjectUpdateRequest, keyof ProjectValues][] = [
    ['title_ar', 'titleAr'],
    ['title_en', 'titleEn'],
    ['description_ar', 'descriptionAr'],
    ['description_en', 'descriptionEn'],
    ['location_ar', 'locationAr'],
    ['location_en', 'locationEn'],
    ['project_type', 'projectType'],
    ['completion_date', 'completionDate'],
    ['is_featured', 'isFeatured'],
    ['area', 'area'],
    ['budget', 'budget'],
    ['currency', 'currency'],
    ['duration_months', 'durationMonths'],
    ['client_name', 'clientName'],
    ['work_done_ar', 'workDoneAr'],
    ['work_done_en', 'workDoneEn'],
    ['finishing_ar', 'finishingAr'],
    ['finishing_en', 'finishingEn'],
    ['features_ar', 'featuresAr'],
    ['features_en', 'featuresEn'],
  ];
  const out: Record<string, unknown> = {};
  for (const [api, column] of map) if (input[api] !== undefined) out[column] = input[api];
  return out as Partial<ProjectValues>;
}

/** The editable fields of a project as the API names them, for the audit log's before and after. */
const FIELDS = [
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'location_ar',
  'location_en',
  'project_type',
  'completion_date',
  'is_featured',
  'area',
  'budget',
  'currency',
  'duration_months',
  'client_name',
  'work_done_ar',
  'work_done_en',
  'finishing_ar',
  'finishing_en',
  'features_ar',
  'features_en',
] as const;

function diff(before: ProjectDetail, after: ProjectDetail) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of FIELDS) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { before: b, after: a };
}

/** What the audit log keeps of a project's media: order, type and captions. */
const mediaSummary = (p: ProjectDetail) =>
  p.project_media.map((m) => ({ id: m.id, media_type: m.media_type, caption_ar: m.caption_ar, caption_en: m.caption_en }));

/**
 * The staff editor for completed projects: list and read, create and edit every field with the media
 * in one save (new photos and videos with captions, captions edited, reordered, removed), delete.
 * Files are stored while the request streams in, before the project and its media rows commit
 * together with the jobs that make the photos' variants; a failed save deletes them, removed files
 * go after the commit (decisions 030, 031). Every change is audited.
 */
export function createProjectEditorService(deps: {
  content: ContentRepository;
  repo: ProjectEditorRepository;
  storage: MediaStorage;
  present: ProjectPresenter;
  audit: AuditRecorder;
  media: Pick<MediaService, 'queueVariants'>;
}) {
  const { content, repo, storage, present, audit, media: pipeline } = deps;

  async function detail(id: number): Promise<ProjectDetail> {
    const row = await content.findProject(id);
    if (!row) throw AppError.notFound();
    return present.detail(row);
  }

  /**
   * The media after the save: the request's ordered list (stored ids kept with new captions, files
   * placed where they are named), or, without a list, the stored media as they are with any new files
   * after them. Checks the limits on the result: 10 photos, 3 videos.
   */
  function planMedia(
    existing: ProjectMediaRow[],
    input: ProjectUpdateRequest,
    upload: Upload,
  ): { change: MediaChange; removed: ProjectMediaRow[] } {
    const entries = input.media ?? [
      ...existing.map((m) => ({ id: m.id, caption_ar: m.captionAr, caption_en: m.captionEn })),
      ...upload.files.map((f) => ({ file: f.field, caption_ar: '', caption_en: '' })),
    ];
    const placed = placeMedia(entries, existing, upload.files, { field: 'media', code: 'project_media_invalid' });
    const keep: MediaChange['keep'] = [];
    const add: NewProjectMedia[] = [];
    placed.forEach(({ entry, stored, file }, position) => {
      const captions = { captionAr: entry.caption_ar, captionEn: entry.caption_en, position };
      if (stored) keep.push({ id: stored.id, ...captions });
      else add.push({ ...file.row, ...captions });
    });
    const seenIds = new Set(keep.map((m) => m.id));
    // A file sent but not placed in the list would be stored for nothing.
    if (add.length !== upload.files.length) throw AppError.field('media', 'project_media_invalid');
    // Photos still being prepared are not in the editor's list (it never saw them): they stay.
    const preparing = (m: ProjectMediaRow) => m.mediaType === 'image' && m.widths.length === 0 && !seenIds.has(m.id);
    const removed = existing.filter((m) => !seenIds.has(m.id) && !preparing(m));
    const kept = existing.filter((m) => seenIds.has(m.id) || preparing(m));
    const count = (type: 'image' | 'video') =>
      kept.filter((m) => m.mediaType === type).length + add.filter((m) => m.mediaType === type).length;
    if (count('image') > MEDIA_LIMITS.project.images) throw AppError.field('media', 'too_many_images');
    if (count('video') > MEDIA_LIMITS.project.videos) throw AppError.field('media', 'too_many_videos');
    return { change: { remove: removed.map((m) => m.id), keep, add }, removed };
  }

  /** Runs a save; if it fails, the files the upload stored go. */
  async function saving<T>(upload: Upload, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      await upload.discard();
      throw error;
    }
  }

  return {
    async list(query: { search?: string; page: number; page_size: number }): Promise<{ count: number; results: AdminProjectCard[] }> {
      const { rows, count } = await repo.list({
        search: query.search || undefined,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return {
        count,
        results: rows.map((r) => ({
          ...present.card(r),
          images_count: r.images,
          videos_count: r.videos,
          photos_pending: r.pending,
          updated_at: r.updatedAt.toISOString(),
        })),
      };
    },

    /** One project with all its media, as its public page shows it (no view counted). */
    get: detail,

    async create(staff: AuthUser, upload: Upload): Promise<ProjectDetail> {
      const id = await saving(upload, async () => {
        const input = parseFields(projectWriteRequest, upload.fields);
        const { change } = planMedia([], input, upload);
        return repo.insert(projectValues(input) as ProjectValues, change.add, (tx) => pipeline.queueVariants(tx, change.add));
      });
      const after = await detail(id);
      await audit({
        actorId: staff.id,
        action: 'project.create',
        entity: 'project',
        entityId: String(id),
        details: { after: { ...Object.fromEntries(FIELDS.map((k) => [k, after[k]])), media: mediaSummary(after) } },
      });
      return after;
    },

    async update(staff: AuthUser, id: number, upload: Upload): Promise<ProjectDetail> {
      let removed: ProjectMediaRow[] = [];
      let before: ProjectDetail | undefined;
      await saving(upload, async () => {
        const row = await content.findProject(id);
        if (!row) throw AppError.notFound();
        before = present.detail(row);
        const input = parseFields(projectUpdateRequest, upload.fields);
        const touchesMedia = input.media !== undefined || upload.files.length > 0;
        const plan = touchesMedia ? planMedia(row.media, input, upload) : null;
        removed = plan?.removed ?? [];
        const added = plan?.change.add ?? [];
        if (!(await repo.update(id, projectValues(input), plan?.change ?? null, (tx) => pipeline.queueVariants(tx, added)))) {
          throw AppError.notFound();
        }
      });
      await removeFiles(storage, removed.flatMap(filesOf));
      const after = await detail(id);
      const changes = diff(before!, after);
      const mediaBefore = mediaSummary(before!);
      const mediaAfter = mediaSummary(after);
      if (JSON.stringify(mediaBefore) !== JSON.stringify(mediaAfter)) {
        changes.before.media = mediaBefore;
        changes.after.media = mediaAfter;
      }
      await audit({ actorId: staff.id, action: 'project.update', entity: 'project', entityId: String(id), details: changes });
      return after;
    },

    async remove(staff: AuthUser, id: number): Promise<void> {
      const row = await content.findProject(id);
      if (!row) throw AppError.notFound();
      const before = present.detail(row);
      if (!(await repo.remove(id))) throw AppError.notFound();
      await removeFiles(storage, row.media.flatMap(filesOf));
      await audit({
        actorId: staff.id,
        action: 'project.delete',
        entity: 'project',
        entityId: String(id),
        details: {
          before: { title_ar: before.title_ar, title_en: before.title_en, project_type: before.project_type, media: mediaSummary(before) },
        },
      });
    },
  };
}
export type ProjectEditorService = ReturnType<typeof createProjectEditorService>;
