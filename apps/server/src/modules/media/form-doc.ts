import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, MEDIA_LIMITS, VIDEO_TYPES, type z } from '@manara/shared';
import type { FormBody } from '../../http/openapi';
import type { UploadSpec } from './upload';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const IMAGE = { types: Object.keys(IMAGE_TYPES), text: `A photo of at most ${megabytes(MAX_IMAGE_BYTES)}` };
const VIDEO = { types: Object.keys(VIDEO_TYPES), text: `a video of at most ${megabytes(MAX_VIDEO_BYTES)}` };

/** `image_0` … `image_{n-1}`: the numbered file parts of a form. */
export const numberedParts = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

/**
 * The OpenAPI description of an upload form (http/openapi.ts): its fields from the shared schema the
 * service validates them with, and the file parts named, each checked against the reader's own rule
 * (a part the reader would refuse cannot be documented), with the types, sizes and counts it applies.
 */
export function uploadForm(spec: UploadSpec, fields: z.ZodType, fileParts: readonly string[]): FormBody {
  const files = fileParts.map((name) => {
    const rule = spec.file(name);
    if (!rule) throw new Error(`the ${spec.owner} form's reader refuses the file part ${name}`);
    const kinds = rule.kind === 'image' ? [IMAGE] : rule.kind === 'video' ? [VIDEO] : [IMAGE, VIDEO];
    const contentTypes = kinds.flatMap((k) => k.types);
    return { name, contentTypes, description: `${kinds.map((k) => k.text).join(', or ')} (${contentTypes.join(', ')}).` };
  });
  const limits = MEDIA_LIMITS[spec.owner];
  return {
    fields,
    files,
    description: `Multipart form (or JSON without files): at most ${limits.images} photo(s) and ${limits.videos} video(s) per ${spec.owner}; the type is read from each file's bytes.`,
  };
}
