import {
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
} from 'class-validator';
import type { StoredFileDto } from './media.dto';
import { MEDIA_KINDS, type MediaKind, type MediaRendition } from './rules';
import { defineEvent } from '../events/event-definition';

/** Fields every media event carries: a newer revision replaces what a copy holds. */
abstract class MediaEventBase {
  @IsUUID()
  mediaId!: string;

  @IsUUID()
  ownerId!: string;

  @IsIn(MEDIA_KINDS)
  kind!: MediaKind;

  /** Counts the item's changes: a copy applies an event only when it is newer than what it holds. */
  @IsInt()
  @Min(1)
  revision!: number;

  @IsISO8601()
  changedAt!: string;
}

/** `events.media.media-uploaded.v1`: every byte arrived and checks out; processing is queued. */
export class MediaUploadedV1 extends MediaEventBase {
  @IsInt()
  @Min(1)
  size!: number;
}

/** `events.media.media-ready.v1`: the renditions exist and may be served. */
export class MediaReadyV1 extends MediaEventBase {
  /** Each served rendition's stored file. */
  @IsObject()
  files!: Partial<Record<MediaRendition, StoredFileDto>>;

  @IsInt()
  width!: number;

  @IsInt()
  height!: number;

  @IsOptional()
  @IsInt()
  durationMs?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  blurhash?: string | null;
}

/** `events.media.media-failed.v1`: processing gave up; `reason` is for the author. */
export class MediaFailedV1 extends MediaEventBase {
  @IsString()
  @MaxLength(300)
  reason!: string;
}

/** `events.media.media-deleted.v1`: the files are gone (post deleted, removed, or never posted in time). */
export class MediaDeletedV1 extends MediaEventBase {}

/** The events the media service publishes, `events.media.<event>.v<N>`, with their payload classes. */
export const MEDIA_EVENTS = {
  mediaUploaded: defineEvent('media', 'media-uploaded', 1, MediaUploadedV1),
  mediaReady: defineEvent('media', 'media-ready', 1, MediaReadyV1),
  mediaFailed: defineEvent('media', 'media-failed', 1, MediaFailedV1),
  mediaDeleted: defineEvent('media', 'media-deleted', 1, MediaDeletedV1),
} as const;
