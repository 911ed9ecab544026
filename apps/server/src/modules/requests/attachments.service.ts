import { MAX_REQUEST_ATTACHMENTS, PRIVATE_FILE_TYPES, type RequestAttachment } from '@manara/shared';
import type { AuthUser } from '../../http/viewer';
import { AppError } from '../../lib/errors';
import type { PrivateStorage } from '../../platform/storage';
import { storePrivateFile, type PrivateUpload } from '../media';
import type { AttachmentRow, RequestsRepository } from './requests.repository';
import { readerOf } from './requests.service';

const present = (a: AttachmentRow): RequestAttachment => ({
  id: a.id,
  filename: a.filename,
  mime: a.mime,
  bytes: a.bytes,
  uploader: a.uploader,
  created_at: a.createdAt.toISOString(),
});

/**
 * A request's attachments (decision 058): up to five PDF, JPEG or PNG files from either party, checked
 * by their bytes (media/private-files.ts), kept in the private storage area, listed and downloaded only
 * by the two parties and staff; anyone else gets 404 as for the request itself.
 */
export function createRequestAttachments(deps: { repo: RequestsRepository; files: PrivateStorage }) {
  const { repo, files } = deps;

  async function reader(user: AuthUser, id: number) {
    const row = await repo.find(id);
    const who = row && readerOf(user, row);
    if (!row || !who) throw AppError.notFound();
    return who;
  }

  return {
    async list(user: AuthUser, id: number): Promise<RequestAttachment[]> {
      await reader(user, id);
      return (await repo.attachments(id)).map(present);
    },

    /** Stores the form's checked files, then names them on the request (removed again if it is refused). */
    async add(user: AuthUser, id: number, upload: PrivateUpload): Promise<RequestAttachment[]> {
      if ((await reader(user, id)) === 'staff') throw new AppError(403, 'permission_denied');
      if (upload.files.length === 0) throw AppError.field('files', 'required');
      const existing = (await repo.attachments(id)).length;
      if (existing + upload.files.length > MAX_REQUEST_ATTACHMENTS) throw AppError.field('files', 'too_many_attachments');
      const stored: { key: string; bytes: number; mime: string; filename: string }[] = [];
      for (const [i, file] of upload.files.entries()) {
        const { key, bytes } = await storePrivateFile(files, 'requests', file);
        stored.push({ key, bytes, mime: file.mime, filename: `attachment-${existing + i + 1}.${PRIVATE_FILE_TYPES[file.mime][0]}` });
      }
      const added = await repo.addAttachments(id, user.id, stored, MAX_REQUEST_ATTACHMENTS).catch(async (error: unknown) => {
        await Promise.all(stored.map((f) => files.remove(f.key)));
        throw error;
      });
      if (!added) {
        await Promise.all(stored.map((f) => files.remove(f.key)));
        throw AppError.field('files', 'too_many_attachments');
      }
      return this.list(user, id);
    },

    /** One attachment for a download, to the request's parties and staff only. */
    async file(user: AuthUser, id: number, attachmentId: number): Promise<AttachmentRow> {
      await reader(user, id);
      const found = (await repo.attachments(id)).find((a) => a.id === attachmentId);
      if (!found) throw AppError.notFound();
      return found;
    },
  };
}
export type RequestAttachments = ReturnType<typeof createRequestAttachments>;
