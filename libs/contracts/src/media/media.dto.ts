import { IsIn, IsInt, IsString, IsUUID, Matches, MaxLength, Min } from 'class-validator';
import { Omittable } from '../common/omittable';
import {
  ALL_MEDIA_RENDITIONS,
  MEDIA_KINDS,
  MEDIA_MESSAGES,
  type MediaKind,
  type MediaRendition,
  type MediaStatus,
} from './rules';
import type { Uuid } from '../common/formats';

const MIME_TYPE_MAX = 100;
const FILE_NAME_MAX = 255;

/**
 * What the gateway asks the media service when a tus upload is created (`POST /api/uploads`), before one
 * byte is accepted: the kind, the declared size (`Upload-Length`) and type (the tus metadata). The service
 * refuses a size over the kind's limit, a type it does not take, an account over its quota or rate.
 */
export class CreateUploadRequest {
  @IsIn(MEDIA_KINDS, { message: MEDIA_MESSAGES.kind })
  kind!: MediaKind;

  @IsInt({ message: MEDIA_MESSAGES.size })
  @Min(1, { message: MEDIA_MESSAGES.size })
  size!: number;

  @IsString({ message: MEDIA_MESSAGES.mimeType })
  @MaxLength(MIME_TYPE_MAX, { message: MEDIA_MESSAGES.mimeType })
  @Matches(/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i, { message: MEDIA_MESSAGES.mimeType })
  mimeType!: string;

  /** Only shown back to the owner; never part of a storage key. */
  @Omittable()
  @IsString()
  @MaxLength(FILE_NAME_MAX)
  fileName?: string;
}

/** The upload's id (also the tus upload id and the media id) and where its bytes go. */
export interface UploadGrant {
  mediaId: string;
  /** The storage key the transport writes the original's bytes to. */
  uploadKey: string;
}

/** Sent by the gateway when the last byte of an upload is stored; the service checks and queues it. */
export class CompleteUploadRequest {
  @IsUUID('all', { message: 'mediaId must be a valid media id' })
  mediaId!: string;
}

/** `GET /api/media/{mediaId}` and `DELETE /api/uploads/{mediaId}`. */
export class MediaIdParam {
  @IsUUID('all', { message: 'mediaId must be a valid media id' })
  mediaId!: string;
}

/** `GET /api/media/{mediaId}/{rendition}`. */
export class MediaFileParam extends MediaIdParam {
  @IsIn(ALL_MEDIA_RENDITIONS, { message: 'Unknown rendition' })
  rendition!: MediaRendition;
}

/** A stored file of a media item, as the media service records it (content-addressed). */
export interface StoredFileDto {
  key: string;
  contentType: string;
  size: number;
}

/**
 * A media item as every client shows it, attached to a post or a game clip. The URLs are the gateway's
 * (`mediaUrl`); they answer only those the access policy lets see the post.
 */
export interface MediaDto {
  id: Uuid;
  kind: MediaKind;
  status: MediaStatus;
  /** `feed.webp` (images) or `video.mp4` (videos), once ready. */
  url: string | null;
  /** `full.webp` (images) or `poster.jpg` (videos), once ready. */
  fullUrl: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** A compact placeholder drawn while the rendition loads. */
  blurhash: string | null;
  /** Why processing failed, in words for the author; `null` unless failed. */
  failureReason: string | null;
}

/** What the gateway needs to serve one rendition, once the policy allowed the caller to see it. */
export interface MediaFileGrant extends StoredFileDto {
  /** Only the owner may fetch a media item that no post carries yet. */
  mediaId: string;
}

/** The `media:changed` push (`REALTIME_EVENTS.mediaChanged`): to the owner only. */
export interface MediaChangedPush {
  mediaId: string;
  status: Extract<MediaStatus, 'ready' | 'failed'>;
}
