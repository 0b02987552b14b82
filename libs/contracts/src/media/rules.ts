/**
 * Clips and photos taken straight from the phone: what may be uploaded, what the media service makes of it
 * and where each rendition is served. Limits that operators tune (sizes, duration, quota) are the media
 * service's configuration; what both ends must agree on is here.
 */

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * `uploading`: bytes are still arriving. `processing`: the upload is complete and queued for (or in)
 * transcoding. `ready`: every rendition exists. `failed`: it could not be processed, `failureReason` says why.
 */
export const MEDIA_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** The files a client may fetch, by kind: `/api/media/<mediaId>/<rendition>`. Originals are never served. */
export const MEDIA_RENDITIONS = {
  image: ['feed.webp', 'full.webp'],
  video: ['video.mp4', 'poster.jpg'],
} as const satisfies Record<MediaKind, readonly string[]>;
export type MediaRendition = (typeof MEDIA_RENDITIONS)[MediaKind][number];
export const ALL_MEDIA_RENDITIONS: readonly MediaRendition[] = [
  ...MEDIA_RENDITIONS.image,
  ...MEDIA_RENDITIONS.video,
];

/** MIME types a phone may declare for each kind; the service still checks the bytes themselves. */
export const MEDIA_MIME_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif'],
  video: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/3gpp'],
} as const satisfies Record<MediaKind, readonly string[]>;

/** The tus endpoint uploads are created at (`POST`) and resumed under (`HEAD`/`PATCH`/`DELETE /<mediaId>`). */
export const UPLOADS_PATH = '/api/uploads';

/** Where a rendition of a media item is served; the gateway asks the access policy on every request. */
export function mediaUrl(mediaId: string, rendition: MediaRendition): string {
  return `/api/media/${mediaId}/${rendition}`;
}

export function isMediaRendition(value: string): value is MediaRendition {
  return (ALL_MEDIA_RENDITIONS as readonly string[]).includes(value);
}

export function renditionsOf(kind: MediaKind): readonly MediaRendition[] {
  return MEDIA_RENDITIONS[kind];
}

export function mediaKindOfMime(mimeType: string): MediaKind | null {
  const type = mimeType.toLowerCase();
  for (const kind of MEDIA_KINDS) {
    if ((MEDIA_MIME_TYPES[kind] as readonly string[]).includes(type)) return kind;
  }
  return null;
}

export const MEDIA_MESSAGES = {
  kind: 'kind must be image or video',
  mimeType:
    'This file type is not supported. Upload a photo (JPEG, PNG, WebP, HEIC) or a video (MP4, MOV, WebM).',
  kindMismatch: 'The file type does not match the kind of upload',
  size: 'size must be a whole number of bytes',
  tooLarge: 'This file is too large',
  quota: 'You have used your upload allowance for today. Try again tomorrow.',
  rate: 'Too many uploads at once. Wait a moment and try again.',
  notFound: 'Upload not found',
  notYours: 'You can only attach your own uploads',
  alreadyAttached: 'This upload is already attached to another post',
  wrongKind: 'This upload is not the right kind for this post',
  failed: 'This upload could not be processed',
  incomplete: 'This upload has not finished',
  mediaAndLink: 'Attach an upload or paste a link, not both',
} as const;

/** Human reasons a processing job fails with; shown to the author and sent in their notification. */
export const MEDIA_FAILURE_REASONS = {
  notMedia: 'The file is not a photo or video we can read.',
  mismatch: 'The file is not what its name says it is.',
  corrupt: 'The file is damaged or incomplete.',
  tooLong: 'The clip is too long.',
  tooLarge: 'The photo or clip is too large.',
  codec: 'The video uses a format we cannot play.',
  processing: 'Something went wrong while processing the file. Try uploading it again.',
} as const;
export type MediaFailureReason = (typeof MEDIA_FAILURE_REASONS)[keyof typeof MEDIA_FAILURE_REASONS];
