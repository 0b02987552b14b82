import { MEDIA_MESSAGES, type MediaKind, mediaKindOfMime } from '@boonies/contracts/media';
import type { RecentUploads } from './media.repository';

const HOUR_MS = 60 * 60 * 1000;
export const QUOTA_WINDOW_MS = 24 * HOUR_MS;
export const RATE_WINDOW_MS = HOUR_MS;

/** What an operator allows an upload and an account (MEDIA_* variables). */
export interface UploadLimits {
  maxBytes: Record<MediaKind, number>;
  quotaBytesPerDay: number;
  uploadsPerHour: number;
}

export interface DeclaredUpload {
  kind: MediaKind;
  size: number;
  mimeType: string;
}

/** Why an upload is refused before any byte is taken; `reason` labels the metric. */
export type UploadRefusal =
  | { reason: 'mime' | 'kind'; code: 'VALIDATION_FAILED'; message: string; field: string }
  | { reason: 'too_large'; code: 'PAYLOAD_TOO_LARGE'; message: string }
  | { reason: 'quota' | 'rate'; code: 'RATE_LIMITED'; message: string; retryAfterSeconds: number };

const MB = 1024 * 1024;

/** The limit in words the skater knows: whole megabytes. */
function inMegabytes(bytes: number): string {
  return `${Math.floor(bytes / MB)} MB`;
}

/** Seconds until the oldest upload of a window leaves it, so the allowance grows again; at least one. */
function secondsUntilLeaves(oldest: Date | null, windowMs: number, now: Date): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Pure: whether an account may start this upload. The type must be one the kind takes, the declared size
 * within the kind's limit, the account under its hourly number of uploads and its daily bytes.
 */
export function refusalOf(
  upload: DeclaredUpload,
  recent: RecentUploads,
  limits: UploadLimits,
  now: Date,
): UploadRefusal | null {
  const kindOfMime = mediaKindOfMime(upload.mimeType);
  if (kindOfMime === null) {
    return { reason: 'mime', code: 'VALIDATION_FAILED', message: MEDIA_MESSAGES.mimeType, field: 'mimeType' };
  }
  if (kindOfMime !== upload.kind) {
    return {
      reason: 'kind',
      code: 'VALIDATION_FAILED',
      message: MEDIA_MESSAGES.kindMismatch,
      field: 'mimeType',
    };
  }
  const maxBytes = limits.maxBytes[upload.kind];
  if (upload.size > maxBytes) {
    return {
      reason: 'too_large',
      code: 'PAYLOAD_TOO_LARGE',
      message: `${MEDIA_MESSAGES.tooLarge} (the limit is ${inMegabytes(maxBytes)})`,
    };
  }
  if (recent.count >= limits.uploadsPerHour) {
    return {
      reason: 'rate',
      code: 'RATE_LIMITED',
      message: MEDIA_MESSAGES.rate,
      retryAfterSeconds: secondsUntilLeaves(recent.oldestInRate, RATE_WINDOW_MS, now),
    };
  }
  if (recent.bytes + upload.size > limits.quotaBytesPerDay) {
    return {
      reason: 'quota',
      code: 'RATE_LIMITED',
      message: MEDIA_MESSAGES.quota,
      retryAfterSeconds: secondsUntilLeaves(recent.oldestInQuota, QUOTA_WINDOW_MS, now),
    };
  }
  return null;
}
