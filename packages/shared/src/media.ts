/**
 * The one set of media rules: which photos and videos the site takes, how large, and how many for
 * each kind of owner. The server reads the type from a file's bytes (never its name or the browser's
 * claim); the web forms check the same rules on the browser's type, or the extension when the browser
 * gives none, so a refusal comes before a long upload. Every owner takes the same formats.
 */

/** Photo formats sharp decodes, by content type, with the extensions a picker offers. */
export const IMAGE_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
} as const satisfies Record<string, readonly string[]>;

/** Video formats stored as sent, by content type; the first extension is the stored file's. */
export const VIDEO_TYPES = {
  'video/mp4': ['mp4'],
  'video/quicktime': ['mov'],
  'video/webm': ['webm'],
} as const satisfies Record<string, readonly string[]>;

export type ImageType = keyof typeof IMAGE_TYPES;
export type VideoType = keyof typeof VIDEO_TYPES;
export type MediaKind = 'image' | 'video';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** Who owns media, and how many photos and videos each may hold. */
export const MEDIA_LIMITS = {
  /** A listing: up to 10 photos (specification §9) and one video. */
  listing: { images: 10, videos: 1 },
  /** A completed project: photos as for a listing, a few walkthrough videos. */
  project: { images: 10, videos: 3 },
  /** A hero banner: one background picture and one background video. */
  hero: { images: 1, videos: 1 },
  /** A provider's profile: one photo or logo (decision 056). */
  provider: { images: 1, videos: 0 },
} as const satisfies Record<string, { images: number; videos: number }>;

export type MediaOwner = keyof typeof MEDIA_LIMITS;

/** Largest file of a kind, in bytes. */
export const maxMediaBytes = (kind: MediaKind) => (kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES);

const TYPES = { image: IMAGE_TYPES, video: VIDEO_TYPES } as const;

/** The kind of an accepted content type (as recognised from a file's bytes), or null if not accepted. */
export function mediaKindOfType(mime: string): MediaKind | null {
  if (mime in IMAGE_TYPES) return 'image';
  if (mime in VIDEO_TYPES) return 'video';
  return null;
}

/** The extension a stored video keeps (its key ends with it, so it is served with the right type). */
export const videoExtension = (mime: VideoType) => VIDEO_TYPES[mime][0];

/**
 * The kind of a picked file as a browser describes it: by its content type, or by its extension when
 * the browser gives no type (some systems give none for .mov or .webm). Null if not accepted.
 */
export function mediaKindOfFile(file: { type: string; name: string }): MediaKind | null {
  if (file.type) return mediaKindOfType(file.type);
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!ext) return null;
  for (const kind of ['image', 'video'] as const) {
    const types: Record<string, readonly string[]> = TYPES[kind];
    if (Object.values(types).some((exts) => exts.includes(ext))) return kind;
  }
  return null;
}

/** The `accept` attribute of a file input for a kind: its content types and extensions. */
export function mediaAccept(kind: MediaKind): string {
  const types: Record<string, readonly string[]> = TYPES[kind];
  return [...Object.keys(types), ...Object.values(types).flatMap((exts) => exts.map((e) => `.${e}`))].join(',');
}

/**
 * Why a picked file cannot be added (the error code the server would give), or null if it can:
 * `counts` is what the owner already holds, kept and newly picked; `only` is the kind a picker asks
 * for, if it asks for one.
 */
export function mediaFileProblem(
  owner: MediaOwner,
  file: { type: string; name: string; size: number },
  counts: { images: number; videos: number },
  only?: MediaKind,
): 'image_invalid' | 'video_invalid' | 'image_too_large' | 'video_too_large' | 'too_many_images' | 'too_many_videos' | null {
  const kind = mediaKindOfFile(file);
  if (!kind || (only && kind !== only))
    return (only ?? (file.type.startsWith('video/') ? 'video' : 'image')) === 'video' ? 'video_invalid' : 'image_invalid';
  if (file.size > maxMediaBytes(kind)) return kind === 'image' ? 'image_too_large' : 'video_too_large';
  const limits = MEDIA_LIMITS[owner];
  if (kind === 'image' && counts.images >= limits.images) return 'too_many_images';
  if (kind === 'video' && counts.videos >= limits.videos) return 'too_many_videos';
  return null;
}

/**
 * Private files (decision 056): licence documents and consultation attachments, read only through
 * authorised routes. Recognised by their bytes on the server (PDF, JPEG, PNG); the pages of a PDF and
 * the pixels of an image are bounded so a small file cannot expand into a bomb for whoever opens it.
 */
export const PRIVATE_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
} as const satisfies Record<string, readonly string[]>;
export type PrivateFileType = keyof typeof PRIVATE_FILE_TYPES;

export const MAX_PRIVATE_FILE_BYTES = 10 * 1024 * 1024;
/** Pages a PDF may declare, and indirect objects it may hold (a document, not a bomb). */
export const MAX_PDF_PAGES = 300;
export const MAX_PDF_OBJECTS = 50_000;

/** Whether a content type is a private file the site takes. */
export const isPrivateFileType = (mime: string): mime is PrivateFileType => Object.hasOwn(PRIVATE_FILE_TYPES, mime);

/** The `accept` attribute of a private file input. */
export const privateFileAccept = (): string =>
  [...Object.keys(PRIVATE_FILE_TYPES), ...Object.values(PRIVATE_FILE_TYPES).flatMap((exts) => exts.map((e) => `.${e}`))].join(',');

/** Why a picked private file cannot be sent (the code the server would give), or null: by its type or extension, and its size. */
export function privateFileProblem(file: {
  type: string;
  name: string;
  size: number;
}): 'private_file_invalid' | 'private_file_too_large' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const known = file.type
    ? isPrivateFileType(file.type)
    : Object.values(PRIVATE_FILE_TYPES).some((exts) => (exts as readonly string[]).includes(ext ?? ''));
  if (!known) return 'private_file_invalid';
  return file.size > MAX_PRIVATE_FILE_BYTES ? 'private_file_too_large' : null;
}
