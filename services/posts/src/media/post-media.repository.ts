import type { MediaKind, MediaRendition, StoredFileDto } from '@boonies/contracts/media';
import {
  insertMediaPlaceholder,
  markMediaDeleted,
  type MediaCopyStatus,
  tablePaths,
} from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Post } from '../posts/entities/post.entity';
import { MEDIA } from '../projections/entities/media.entity';

/** A media item as a post about to carry it sees it: whose it is, its kind and state, and its post if any. */
export interface AttachableMedia {
  ownerId: string;
  kind: MediaKind;
  status: MediaCopyStatus;
  /** The post already carrying it. */
  postId: string | null;
}

/** What serving one of an item's files is decided by. */
export interface MediaFileFacts extends AttachableMedia {
  files: Partial<Record<MediaRendition, StoredFileDto>> | null;
}

interface MediaRow {
  owner_id: string;
  kind: MediaKind;
  status: MediaCopyStatus;
  post_id: string | null;
  files: Partial<Record<MediaRendition, StoredFileDto>> | null;
}

/** PostgreSQL's unique violation, as the driver reports it. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error as { driverError?: { code?: string; constraint?: string } } | null;
  return cause?.driverError?.code === '23505' && cause.driverError.constraint === constraint;
}

/** The one constraint that decides which of two posts racing for one media item gets it. */
export const POST_MEDIA_UNIQUE = 'posts_media_id_key';

export function isMediaTaken(error: unknown): boolean {
  return isUniqueViolation(error, POST_MEDIA_UNIQUE);
}

/**
 * The posts' side of the media items: the copy of the items (kept by `MediaConsumer`) joined to the post
 * carrying each. Writes take the manager of the caller's transaction.
 */
@Injectable()
export class PostMediaRepository {
  private readonly media: string;
  private readonly factsQuery: string;
  private readonly detachQuery: string;
  private readonly followKindQuery: string;
  private readonly ofPostQuery: string;

  constructor(dataSource: DataSource) {
    const { media, posts } = tablePaths(dataSource, { media: MEDIA, posts: Post });
    this.media = media;
    this.factsQuery = `
      SELECT m.owner_id, m.kind, m.status, m.files, p.id AS post_id
        FROM ${media} m LEFT JOIN ${posts} p ON p.media_id = m.media_id
       WHERE m.media_id = $1`;
    this.detachQuery = `
      UPDATE ${posts} SET media_id = NULL
       WHERE media_id = $1 AND (user_id <> $2 OR (post_type = 'trick_video' AND $3 <> 'video'))
      RETURNING id`;
    // An ordinary post's kind follows its media: a placeholder's guess gives way to the item's real kind.
    this.followKindQuery = `
      UPDATE ${posts} SET post_type = $2
       WHERE media_id = $1 AND post_type IN ('image', 'video') AND post_type <> $2`;
    this.ofPostQuery = `SELECT media_id FROM ${posts} WHERE id = $1 AND media_id IS NOT NULL`;
  }

  /** The item and the post carrying it; `undefined` when the copy has not heard of it. */
  async facts(manager: EntityManager, mediaId: string): Promise<MediaFileFacts | undefined> {
    const [row] = await manager.query<MediaRow[]>(this.factsQuery, [mediaId]);
    return (
      row && {
        ownerId: row.owner_id,
        kind: row.kind,
        status: row.status,
        postId: row.post_id,
        files: row.files,
      }
    );
  }

  /** A placeholder for an item whose events have not arrived yet (see `insertMediaPlaceholder`). */
  placeholder(
    manager: EntityManager,
    placeholder: { mediaId: string; ownerId: string; kind: MediaKind },
  ): Promise<boolean> {
    return insertMediaPlaceholder(manager, this.media, placeholder);
  }

  /**
   * Takes the item off a post that may not carry it after all, now its real owner and kind are known (a
   * placeholder's guess was wrong); answers the posts it was taken from.
   */
  async detachMisfits(
    manager: EntityManager,
    mediaId: string,
    ownerId: string,
    kind: MediaKind,
  ): Promise<string[]> {
    // An UPDATE answers [rows, count] through TypeORM's query runner.
    const [rows] = await manager.query<[{ id: string }[], number]>(this.detachQuery, [
      mediaId,
      ownerId,
      kind,
    ]);
    return rows.map(({ id }) => id);
  }

  async followKind(manager: EntityManager, mediaId: string, kind: MediaKind): Promise<void> {
    await manager.query(this.followKindQuery, [mediaId, kind]);
  }

  /** The item a post carries goes with it: its copy is marked deleted, so nobody is served its files. */
  async releaseWithPost(manager: EntityManager, postId: string): Promise<void> {
    const [row] = await manager.query<{ media_id: string }[]>(this.ofPostQuery, [postId]);
    if (row) await markMediaDeleted(manager, this.media, row.media_id);
  }
}
