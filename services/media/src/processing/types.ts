import {
  MEDIA_FAILURE_REASONS,
  type MediaFailureReason,
  type MediaKind,
  type MediaRendition,
} from '@boonies/contracts/media';

/** What the operator allows; the media service reads these from its configuration. */
export interface ProcessingLimits {
  videoMaxSeconds: number;
  /** Width × height above which a photo is refused before it is decoded (decompression bombs included). */
  imageMaxPixels: number;
  /** Width × height above which a clip is refused; defaults to {@link DEFAULT_VIDEO_MAX_PIXELS}. */
  videoMaxPixels?: number;
  /** Wall clock one ffmpeg run may take before it is killed; defaults to a multiple of the clip's length. */
  timeoutMs?: number;
}

/** A rendition written into the job's work directory, ready to be stored. */
export interface ProcessedFile {
  path: string;
  contentType: string;
}

export interface ProcessedMedia {
  files: Partial<Record<MediaRendition, ProcessedFile>>;
  /** Of the rendition as displayed (a clip recorded rotated reports its upright size). */
  width: number;
  height: number;
  durationMs: number | null;
  blurhash: string | null;
}

export interface ProcessMediaInput {
  kind: MediaKind;
  inputPath: string;
  /** An existing directory the renditions are written into; the caller removes it after storing them. */
  workDir: string;
  limits: ProcessingLimits;
  signal?: AbortSignal;
  /** Called now and then while work advances, so a queue worker can say it is still alive. */
  onProgress?: () => void;
}

/**
 * The file cannot be made into renditions for a reason the uploader can act on. Anything else thrown by
 * processing is a fault of ours (or the machine's) and may be retried.
 */
export class MediaRejected extends Error {
  constructor(
    readonly reason: MediaFailureReason,
    /** For the logs: what exactly was wrong; never shown to the uploader. */
    readonly detail?: string,
  ) {
    super(detail ? `${reason} (${detail})` : reason);
    this.name = 'MediaRejected';
  }
}

export const REJECTED = MEDIA_FAILURE_REASONS;

/** 4096 × 4096: every phone's 4K in either orientation; 8K clips are more than a 2-core box should decode. */
export const DEFAULT_VIDEO_MAX_PIXELS = 4096 * 4096;
