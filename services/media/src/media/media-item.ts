import { mediaUrl } from '@boonies/contracts/media';
import type {
  MediaDto,
  MediaKind,
  MediaRendition,
  MediaStatus,
  StoredFileDto,
} from '@boonies/contracts/media';

/** A media item as the service works with it. */
export interface MediaItem {
  id: string;
  ownerId: string;
  kind: MediaKind;
  status: MediaStatus;
  /** Declared at upload creation; the stored bytes must come to exactly this. */
  size: number;
  mimeType: string;
  fileName: string | null;
  uploadKey: string;
  files: Partial<Record<MediaRendition, StoredFileDto>> | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  blurhash: string | null;
  failureReason: string | null;
  postId: string | null;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
}

/** The rendition a feed shows, then the one a full view shows, by kind. */
const SHOWN: Record<MediaKind, [MediaRendition, MediaRendition]> = {
  image: ['feed.webp', 'full.webp'],
  video: ['video.mp4', 'poster.jpg'],
};

/** The item as every client shows it; URLs only once its renditions exist. */
export function mediaDtoOf(item: MediaItem): MediaDto {
  const ready = item.status === 'ready';
  const [feed, full] = SHOWN[item.kind];
  return {
    id: item.id,
    kind: item.kind,
    status: item.status,
    url: ready ? mediaUrl(item.id, feed) : null,
    fullUrl: ready ? mediaUrl(item.id, full) : null,
    width: item.width,
    height: item.height,
    durationMs: item.durationMs,
    blurhash: item.blurhash,
    failureReason: item.status === 'failed' ? item.failureReason : null,
  };
}
