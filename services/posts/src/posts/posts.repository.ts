import type { PostReviewStatus, PostType } from '@boonies/contracts/posts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { PostVerification } from '../projections/entities/post-verification.entity';
import { PostTag } from './entities/post-tag.entity';
import { Post } from './entities/post.entity';
import { popularityRankSql } from './popularity';

/** A post as its writers see it, under its lock. */
export interface LockedPost {
  id: string;
  userId: string;
  parentPostId: string | null;
  postType: PostType;
}

/** What a new post is made of; the time, the counters and the rank are the database's. */
export interface NewPost {
  userId: string;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  /** An uploaded photo or clip it carries. */
  mediaId: string | null;
  postType: PostType;
  parentPostId: string | null;
  taggedTricks: string[];
  verificationStatus: PostReviewStatus | null;
}

/** A post or reply as Download Your Data gives it. */
export interface PostExport {
  id: string;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  postType: PostType;
  parentPostId: string | null;
  taggedTricks: string[];
  verificationStatus: PostReviewStatus | null;
  isVerified: boolean;
  likeCount: number;
  dislikeCount: number;
  replyCount: number;
  createdAt: Date;
}

interface LockedRow {
  id: string;
  user_id: string;
  parent_post_id: string | null;
  post_type: PostType;
}

/**
 * Posts, their tags and the counters every writer keeps on the post row. Writes take the manager of the
 * caller's transaction.
 *
 * Counters and the popularity rank are kept equal to their facts (reactions, replies): writers lock the post
 * row first (`lock`) and recompute in a later statement. Under READ COMMITTED that statement's snapshot then
 * sees every change committed by the writers it waited for, so concurrent reactions or replies never lose a
 * count.
 */
@Injectable()
export class PostsRepository {
  private readonly insertQuery: string;
  private readonly tagQuery: string;
  private readonly lockQuery: string;
  private readonly repliesQuery: string;
  private readonly moderationQuery: string;
  private readonly approveQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { posts, postTags, verifications } = tablePaths(dataSource, {
      posts: Post,
      postTags: PostTag,
      verifications: PostVerification,
    });
    // Millisecond times, so that cursors and events carry them exactly; a new post's score is 0.
    this.insertQuery = `
      INSERT INTO ${posts} (id, user_id, content, image_url, video_url, post_type, parent_post_id,
                            tagged_tricks, verification_status, media_id, created_at, popularity_rank)
      SELECT $1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10::uuid, c.at, ${popularityRankSql('0', 'c.at')}
        FROM (SELECT date_trunc('milliseconds', now()) AS at) c
      RETURNING created_at`;
    this.tagQuery = `
      INSERT INTO ${postTags} (post_id, trick_id, created_at)
      SELECT $1, trick_id, $3 FROM unnest($2::text[]) AS trick_id`;
    this.lockQuery = `SELECT id, user_id, parent_post_id, post_type FROM ${posts} WHERE id = $1 FOR UPDATE`;
    this.repliesQuery = `
      UPDATE ${posts} p
         SET reply_count = r.replies,
             popularity_rank = ${popularityRankSql('(p.reaction_score + r.replies)', 'p.created_at')}
        FROM (SELECT count(*)::int AS replies FROM ${posts} WHERE parent_post_id = $1) r
       WHERE p.id = $1`;
    this.moderationQuery = `
      UPDATE ${posts}
         SET hidden_at = CASE WHEN $2 THEN $3::timestamptz END, moderated_at = $3
       WHERE id = $1 AND (moderated_at IS NULL OR moderated_at < $3)`;
    this.approveQuery = `
      UPDATE ${posts} p SET verification_status = 'approved', is_verified = true
       WHERE p.id = $1 AND p.verification_status = 'pending'
         AND NOT EXISTS (
           SELECT 1 FROM unnest(p.tagged_tricks) AS tag(trick_id)
            WHERE NOT EXISTS (
              SELECT 1 FROM ${verifications} v
               WHERE v.post_id = p.id AND v.trick_id = tag.trick_id AND v.is_verified AND NOT v.removed))`;
  }

  /** Inserts the post and its tags; returns the time it was created at. */
  async insert(manager: EntityManager, id: string, post: NewPost): Promise<Date> {
    const [{ created_at: createdAt }] = await manager.query<{ created_at: Date }[]>(this.insertQuery, [
      id,
      post.userId,
      post.content,
      post.imageUrl,
      post.videoUrl,
      post.postType,
      post.parentPostId,
      post.taggedTricks,
      post.verificationStatus,
      post.mediaId,
    ]);
    if (post.taggedTricks.length > 0) {
      await manager.query(this.tagQuery, [id, post.taggedTricks, createdAt]);
    }
    return createdAt;
  }

  /** Whose post it is and the thread it is in, without locking it. */
  async placeOf(
    manager: EntityManager,
    postId: string,
  ): Promise<Pick<LockedPost, 'userId' | 'parentPostId'> | undefined> {
    const post = await manager.findOne(Post, {
      select: { userId: true, parentPostId: true },
      where: { id: postId },
    });
    return post ? { userId: post.userId, parentPostId: post.parentPostId } : undefined;
  }

  /** Locks the post until the transaction ends; `undefined` when there is no such post. */
  async lock(manager: EntityManager, postId: string): Promise<LockedPost | undefined> {
    const [row] = await manager.query<LockedRow[]>(this.lockQuery, [postId]);
    return (
      row && { id: row.id, userId: row.user_id, parentPostId: row.parent_post_id, postType: row.post_type }
    );
  }

  /** Deletes the post; its replies, reactions, tags and verification tallies follow by ON DELETE CASCADE. */
  async delete(manager: EntityManager, postId: string): Promise<void> {
    await manager.delete(Post, { id: postId });
  }

  async setReview(
    manager: EntityManager,
    postId: string,
    review: { verificationStatus: PostReviewStatus; isVerified: boolean },
  ): Promise<void> {
    await manager.update(Post, { id: postId }, review);
  }

  /** Recounts the replies of a post; the post must be locked. */
  async refreshReplies(manager: EntityManager, postId: string): Promise<void> {
    await manager.query(this.repliesQuery, [postId]);
  }

  /**
   * Hides or shows the post as a moderator decided at `decidedAt`. The post keeps the time of the decision it
   * shows, so an older decision delivered late cannot undo a newer one.
   */
  async moderate(manager: EntityManager, postId: string, hidden: boolean, decidedAt: string): Promise<void> {
    await manager.query(this.moderationQuery, [postId, hidden, decidedAt]);
  }

  /** Approves a trick video still pending review once every trick it tags is verified. */
  async approveWhenAllVerified(manager: EntityManager, postId: string): Promise<void> {
    await manager.query(this.approveQuery, [postId]);
  }

  /** The user's top-level posts, or their replies, oldest first. */
  async exportOf(userId: string, replies: boolean): Promise<PostExport[]> {
    const posts = await this.dataSource
      .getRepository(Post)
      .createQueryBuilder('p')
      .where('p.userId = :userId', { userId })
      .andWhere(replies ? 'p.parentPostId IS NOT NULL' : 'p.parentPostId IS NULL')
      .orderBy('p.createdAt')
      .addOrderBy('p.id')
      .getMany();
    return posts.map((post) => ({
      id: post.id,
      content: post.content,
      imageUrl: post.imageUrl,
      videoUrl: post.videoUrl,
      postType: post.postType,
      parentPostId: post.parentPostId,
      taggedTricks: post.taggedTricks,
      verificationStatus: post.verificationStatus,
      isVerified: post.isVerified,
      likeCount: post.likeCount,
      dislikeCount: post.dislikeCount,
      replyCount: post.replyCount,
      createdAt: post.createdAt,
    }));
  }
}
