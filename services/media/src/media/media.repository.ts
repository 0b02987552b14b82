import {
  ALL_MEDIA_RENDITIONS,
  type MediaKind,
  type MediaRendition,
  type MediaStatus,
  type StoredFileDto,
} from '@boonies/contracts/media';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Media } from './entities/media.entity';
import type { MediaItem } from './media-item';

interface MediaRow {
  id: string;
  owner_id: string;
  kind: MediaKind;
  status: MediaStatus;
  size: string;
  mime_type: string;
  file_name: string | null;
  upload_key: string;
  files: Partial<Record<MediaRendition, StoredFileDto>> | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  blurhash: string | null;
  failure_reason: string | null;
  post_id: string | null;
  revision: number;
  created_at: Date;
  updated_at: Date;
  expires_at: Date | null;
}

function itemOf(row: MediaRow): MediaItem {
  return {
    id: row.id,
    ownerId: row.owner_id,
    kind: row.kind,
    status: row.status,
    size: Number(row.size),
    mimeType: row.mime_type,
    fileName: row.file_name,
    uploadKey: row.upload_key,
    files: row.files,
    width: row.width,
    height: row.height,
    durationMs: row.duration_ms,
    blurhash: row.blurhash,
    failureReason: row.failure_reason,
    postId: row.post_id,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
  };
}

/**
 * What an account declared lately: bytes over the quota's window and uploads started over the rate's, with
 * the oldest upload of each window (when the allowance starts to come back).
 */
export interface RecentUploads {
  bytes: number;
  count: number;
  oldestInQuota: Date | null;
  oldestInRate: Date | null;
}

/** A media item as the owner's data export shows it. */
export interface ExportedMedia {
  id: string;
  kind: MediaKind;
  status: MediaStatus;
  size: number;
  mimeType: string;
  fileName: string | null;
  postId: string | null;
  createdAt: Date;
}

const COLUMNS = `id, owner_id, kind, status, size, mime_type, file_name, upload_key, files, width, height,
  duration_ms, blurhash, failure_reason, post_id, revision, created_at, updated_at, expires_at`;

/** The media table. Writes join the caller's transaction. */
@Injectable()
export class MediaRepository {
  private readonly t;

  constructor(dataSource: DataSource) {
    this.t = tablePaths(dataSource, { media: Media });
  }

  async insert(manager: EntityManager, item: MediaItem): Promise<void> {
    await manager.query(
      `INSERT INTO ${this.t.media} (${COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      this.values(item),
    );
  }

  /** Writes every changeable field of the item back. */
  async save(manager: EntityManager, item: MediaItem): Promise<void> {
    await manager.query(
      `UPDATE ${this.t.media} SET owner_id = $2, kind = $3, status = $4, size = $5, mime_type = $6,
         file_name = $7, upload_key = $8, files = $9, width = $10, height = $11, duration_ms = $12,
         blurhash = $13, failure_reason = $14, post_id = $15, revision = $16, created_at = $17,
         updated_at = $18, expires_at = $19
       WHERE id = $1`,
      this.values(item),
    );
  }

  async find(manager: EntityManager, id: string): Promise<MediaItem | null> {
    const [row] = await manager.query<MediaRow[]>(`SELECT ${COLUMNS} FROM ${this.t.media} WHERE id = $1`, [
      id,
    ]);
    return row ? itemOf(row) : null;
  }

  /** The item under its row lock, for a change decided on what it holds. */
  async lock(manager: EntityManager, id: string): Promise<MediaItem | null> {
    const [row] = await manager.query<MediaRow[]>(
      `SELECT ${COLUMNS} FROM ${this.t.media} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ? itemOf(row) : null;
  }

  /** Every item a post carries, locked. */
  async lockOfPost(manager: EntityManager, postId: string): Promise<MediaItem[]> {
    const rows = await manager.query<MediaRow[]>(
      `SELECT ${COLUMNS} FROM ${this.t.media} WHERE post_id = $1 ORDER BY id FOR UPDATE`,
      [postId],
    );
    return rows.map(itemOf);
  }

  /**
   * Serialises the checks of one account's uploads (quota and rate), so two uploads started at once cannot
   * both fit the allowance that only one fits. Held until the transaction ends.
   */
  async lockOwner(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7))`, [`media:${ownerId}`]);
  }

  async recentUploads(
    manager: EntityManager,
    ownerId: string,
    quotaSince: Date,
    rateSince: Date,
  ): Promise<RecentUploads> {
    const [row] = await manager.query<
      { bytes: string; count: number; oldest_in_quota: Date | null; oldest_in_rate: Date | null }[]
    >(
      `SELECT coalesce(sum(size), 0)::text AS bytes,
              (count(*) FILTER (WHERE created_at > $3))::int AS count,
              min(created_at) AS oldest_in_quota,
              min(created_at) FILTER (WHERE created_at > $3) AS oldest_in_rate
       FROM ${this.t.media} WHERE owner_id = $1 AND created_at > $2`,
      [ownerId, quotaSince, rateSince],
    );
    return {
      bytes: Number(row?.bytes ?? 0),
      count: row?.count ?? 0,
      oldestInQuota: row?.oldest_in_quota ?? null,
      oldestInRate: row?.oldest_in_rate ?? null,
    };
  }

  /**
   * Items whose time ran out (never posted, or abandoned halfway), oldest first, locked; rows another replica
   * holds are skipped, so replicas share the sweep.
   */
  async lockExpired(manager: EntityManager, now: Date, limit: number): Promise<MediaItem[]> {
    const rows = await manager.query<MediaRow[]>(
      `SELECT ${COLUMNS} FROM ${this.t.media} WHERE expires_at <= $1
       ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
    return rows.map(itemOf);
  }

  /** Items in processing unchanged since `before` (their job may be lost), locked, skipping held rows. */
  async lockStaleProcessing(manager: EntityManager, before: Date, limit: number): Promise<MediaItem[]> {
    const rows = await manager.query<MediaRow[]>(
      `SELECT ${COLUMNS} FROM ${this.t.media} WHERE status = 'processing' AND updated_at < $1
       ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [before, limit],
    );
    return rows.map(itemOf);
  }

  /** Whether an item (other than `exceptId`, when given) names the stored file `key` as a rendition. */
  async isFileUsedElsewhere(manager: EntityManager, key: string, exceptId: string | null): Promise<boolean> {
    const named = ALL_MEDIA_RENDITIONS.map((rendition) => JSON.stringify({ [rendition]: { key } }));
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM ${this.t.media} WHERE files @> ANY($1::jsonb[]) AND id IS DISTINCT FROM $2::uuid LIMIT 1`,
      [named, exceptId],
    );
    return rows.length > 0;
  }

  /** The post now carries the item: it is kept for as long as the post is. */
  async attach(manager: EntityManager, id: string, postId: string): Promise<void> {
    await manager.query(`UPDATE ${this.t.media} SET post_id = $2, expires_at = NULL WHERE id = $1`, [
      id,
      postId,
    ]);
  }

  /** Touches an item so the sweep leaves it alone for another while (its job was queued again). */
  async touch(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.query(`UPDATE ${this.t.media} SET updated_at = $2 WHERE id = $1`, [id, at]);
  }

  async exportFor(manager: EntityManager, ownerId: string): Promise<ExportedMedia[]> {
    const rows = await manager.query<MediaRow[]>(
      `SELECT ${COLUMNS} FROM ${this.t.media} WHERE owner_id = $1 ORDER BY created_at, id`,
      [ownerId],
    );
    return rows.map(itemOf).map((item) => ({
      id: item.id,
      kind: item.kind,
      status: item.status,
      size: item.size,
      mimeType: item.mimeType,
      fileName: item.fileName,
      postId: item.postId,
      createdAt: item.createdAt,
    }));
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM ${this.t.media} WHERE id = $1`, [id]);
  }

  private values(item: MediaItem): unknown[] {
    return [
      item.id,
      item.ownerId,
      item.kind,
      item.status,
      item.size,
      item.mimeType,
      item.fileName,
      item.uploadKey,
      item.files === null ? null : JSON.stringify(item.files),
      item.width,
      item.height,
      item.durationMs,
      item.blurhash,
      item.failureReason,
      item.postId,
      item.revision,
      item.createdAt,
      item.updatedAt,
      item.expiresAt,
    ];
  }
}
