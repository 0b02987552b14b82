import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type CreateUploadRequest,
  MEDIA_EVENTS,
  MEDIA_FAILURE_REASONS,
  MEDIA_MESSAGES,
  type MediaDto,
  type MediaKind,
  type UploadGrant,
} from '@boonies/contracts/media';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { uploadKey } from '@boonies/storage';
import { Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type/core';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { MediaConfig } from '../config/media.config';
import { MediaFiles } from '../files/media-files';
import { MediaStorage } from '../files/media-storage';
import { recordFailure, recordRefusedUpload } from '../metrics/media-metrics';
import { changed, eventBase } from './media-events';
import { mediaDtoOf, type MediaItem } from './media-item';
import { MediaRepository } from './media.repository';
import { QUOTA_WINDOW_MS, RATE_WINDOW_MS, refusalOf, type UploadLimits } from './upload-limits';

/** Enough of a file's head for every signature `file-type` knows. */
const SNIFF_BYTES = 4100;

const HOUR_MS = 60 * 60 * 1000;

const notFound = () => new DomainError('NOT_FOUND', MEDIA_MESSAGES.notFound);

/**
 * What a file's first bytes say against what its upload declared: `null` when they are of the declared
 * kind, otherwise the reason for its owner (bytes of no type known, or of another type: a zip or a photo
 * named like a clip).
 */
async function verdictOnHead(head: Buffer, declared: MediaKind): Promise<string | null> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return MEDIA_FAILURE_REASONS.notMedia;
  const kind: MediaKind | null = type.mime.startsWith('image/')
    ? 'image'
    : type.mime.startsWith('video/')
      ? 'video'
      : null;
  return kind === declared ? null : MEDIA_FAILURE_REASONS.mismatch;
}

/**
 * Uploads from their creation to their queueing, what the owner may see and remove of them. Processing
 * itself is the worker's (`jobs/`); deletions that follow a post are the consumers'.
 */
@Injectable()
export class MediaService {
  private readonly limits: UploadLimits;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaRepository,
    private readonly storage: MediaStorage,
    private readonly files: MediaFiles,
    private readonly outbox: Outbox,
    private readonly config: MediaConfig,
  ) {
    this.limits = {
      maxBytes: { image: config.MEDIA_IMAGE_MAX_BYTES, video: config.MEDIA_VIDEO_MAX_BYTES },
      quotaBytesPerDay: config.MEDIA_QUOTA_BYTES_PER_DAY,
      uploadsPerHour: config.MEDIA_UPLOADS_PER_HOUR,
    };
  }

  /** Before any byte is taken: refuses what the limits refuse, or records the upload and names its place. */
  async createUpload(caller: CallerIdentity, request: CreateUploadRequest): Promise<UploadGrant> {
    const now = new Date();
    return this.dataSource.transaction(async (manager) => {
      await this.media.lockOwner(manager, caller.userId);
      const recent = await this.media.recentUploads(
        manager,
        caller.userId,
        new Date(now.getTime() - QUOTA_WINDOW_MS),
        new Date(now.getTime() - RATE_WINDOW_MS),
      );
      const refusal = refusalOf(request, recent, this.limits, now);
      if (refusal) {
        recordRefusedUpload(refusal.reason);
        const { code, message } = refusal;
        if (refusal.code === 'VALIDATION_FAILED')
          throw new DomainError(code, message, { field: refusal.field });
        if (refusal.code === 'RATE_LIMITED') {
          throw new DomainError(code, message, { retryAfterSeconds: refusal.retryAfterSeconds });
        }
        throw new DomainError(code, message);
      }
      const id = randomUUID();
      const item: MediaItem = {
        id,
        ownerId: caller.userId,
        kind: request.kind,
        status: 'uploading',
        size: request.size,
        mimeType: request.mimeType.toLowerCase(),
        fileName: request.fileName ?? null,
        uploadKey: uploadKey(id),
        files: null,
        width: null,
        height: null,
        durationMs: null,
        blurhash: null,
        failureReason: null,
        postId: null,
        revision: 1,
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + this.config.MEDIA_UNPOSTED_TTL_HOURS * HOUR_MS),
      };
      await this.media.insert(manager, item);
      return { mediaId: id, uploadKey: item.uploadKey };
    });
  }

  /**
   * The last byte is stored: checks the bytes (all there, and what the kind says they are) and queues the
   * processing, or fails the item with the reason. A second call answers the state as it is.
   */
  async completeUpload(caller: CallerIdentity, mediaId: string, correlationId: string): Promise<MediaDto> {
    const item = await this.media.find(this.dataSource.manager, mediaId);
    if (!item || item.ownerId !== caller.userId) throw notFound();
    if (item.status !== 'uploading') return mediaDtoOf(item);

    const stored = await this.storage.objects.stat(item.uploadKey);
    if (!stored || stored.size < item.size) throw new DomainError('CONFLICT', MEDIA_MESSAGES.incomplete);
    const verdict = stored.size > item.size ? MEDIA_FAILURE_REASONS.corrupt : await this.verdictOnBytes(item);

    const meta = eventMetaOf(caller, correlationId);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const current = await this.media.lock(manager, mediaId);
      if (!current || current.status !== 'uploading') return current;
      const now = new Date();
      return verdict
        ? this.fail(manager, current, verdict, now, meta)
        : this.queue(manager, current, stored.size, now, meta);
    });
    if (!outcome) throw notFound();
    if (outcome.status === 'failed') await this.files.deleteFilesQuietly([outcome]);
    return mediaDtoOf(outcome);
  }

  /** Only the owner sees an item through this call; anyone else is told it does not exist. */
  async get(caller: CallerIdentity, mediaId: string): Promise<MediaDto> {
    const item = await this.media.find(this.dataSource.manager, mediaId);
    if (!item || item.ownerId !== caller.userId) throw notFound();
    return mediaDtoOf(item);
  }

  /** The owner cancels an upload or deletes media no post carries; a post's media goes with the post. */
  async remove(
    caller: CallerIdentity,
    mediaId: string,
    correlationId: string,
  ): Promise<{ deleted: true; id: string }> {
    const meta = eventMetaOf(caller, correlationId);
    const removed = await this.dataSource.transaction(async (manager) => {
      const item = await this.media.lock(manager, mediaId);
      if (!item || item.ownerId !== caller.userId) throw notFound();
      if (item.postId) {
        throw new DomainError('CONFLICT', 'This upload belongs to a post: delete the post to delete it');
      }
      return this.deleteRow(manager, item, new Date(), meta);
    });
    await this.files.deleteFilesQuietly([removed]);
    return { deleted: true, id: mediaId };
  }

  /** Deletes an item's row and announces it; its files are the caller's to delete once this commits. */
  async deleteRow(manager: EntityManager, item: MediaItem, now: Date, meta: EventMeta): Promise<MediaItem> {
    const gone = changed(item, now, {});
    await this.media.delete(manager, item.id);
    await this.outbox.append(manager, MEDIA_EVENTS.mediaDeleted, eventBase(gone), meta);
    return gone;
  }

  /** Marks the item failed with a reason for its owner, and announces it. */
  async fail(
    manager: EntityManager,
    item: MediaItem,
    reason: string,
    now: Date,
    meta: EventMeta,
  ): Promise<MediaItem> {
    const failed = changed(item, now, { status: 'failed', failureReason: reason });
    await this.media.save(manager, failed);
    await this.outbox.append(manager, MEDIA_EVENTS.mediaFailed, { ...eventBase(failed), reason }, meta);
    recordFailure(reason);
    return failed;
  }

  /**
   * Marks the item processing and announces it; the service's own consumer of that event queues the job,
   * so the job is queued exactly when the change is committed, even if this process dies right after.
   */
  private async queue(
    manager: EntityManager,
    item: MediaItem,
    size: number,
    now: Date,
    meta: EventMeta,
  ): Promise<MediaItem> {
    const processing = changed(item, now, { status: 'processing' });
    await this.media.save(manager, processing);
    await this.outbox.append(manager, MEDIA_EVENTS.mediaUploaded, { ...eventBase(processing), size }, meta);
    return processing;
  }

  /** Why the stored bytes cannot be what the upload says, or `null` when they can. */
  private async verdictOnBytes(item: MediaItem): Promise<string | null> {
    const head = await this.storage.objects.read(item.uploadKey, {
      start: 0,
      end: Math.min(SNIFF_BYTES, item.size) - 1,
    });
    return verdictOnHead(await buffer(head), item.kind);
  }
}
