import {
  EVENTS,
  POST_MESSAGES,
  type CallerIdentity,
  type CreatePostDto,
  type CreateTrickVideoDto,
  type DeletedPostDto,
  type PostCreatedV1,
  type PostDeletedV1,
  type PostDto,
  type PostReviewedV1,
  type PostReviewStatus,
  type PostType,
  type UpdatePostReviewRequest,
} from '@boonies/contracts';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { DomainError, forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../access/caller-access';
import { PostAccess } from '../access/post-access.service';
import { postsTables, type PostsTables } from '../database/posts-tables';
import { PostReader } from '../feeds/post-reader.service';
import { popularityRankSql } from './popularity';
import { PostCounters } from './post-counters.service';
import { firstUnknownTrick, planPost, REPLY_MESSAGES, REVIEW_MESSAGES, reviewOutcome } from './post-rules';

interface NewPost {
  userId: string;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  postType: PostType;
  parentPostId: string | null;
  taggedTricks: string[];
  verificationStatus: PostReviewStatus | null;
}

/** Writing posts: creating posts, replies and trick videos, deleting them, and admins' reviews. */
@Injectable()
export class PostsService {
  private readonly tables: PostsTables;
  private readonly insertQuery: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly counters: PostCounters,
    private readonly reader: PostReader,
    private readonly access: PostAccess,
  ) {
    this.tables = postsTables(dataSource);
    // Millisecond times, so that cursors and events carry them exactly; a new post's score is 0.
    this.insertQuery = `
      INSERT INTO ${this.tables.posts} (id, user_id, content, image_url, video_url, post_type, parent_post_id,
                                       tagged_tricks, verification_status, created_at, popularity_rank)
      SELECT $1, $2, $3, $4, $5, $6, $7, $8::text[], $9, c.at, ${popularityRankSql('0', 'c.at')}
        FROM (SELECT date_trunc('milliseconds', now()) AS at) c
      RETURNING created_at`;
  }

  /** `POST /api/posts`: an ordinary post, or a reply to a top-level post the policy lets the caller reply to. */
  async create(request: CreatePostDto, caller: CallerIdentity, correlationId: string): Promise<PostDto> {
    const plan = planPost(request);
    const fields = {
      userId: caller.userId,
      content: request.content,
      imageUrl: request.imageUrl ?? null,
      videoUrl: request.videoUrl ?? null,
      verificationStatus: null,
    };
    const postId = await this.dataSource.transaction(async (manager) => {
      if (plan.kind === 'post') {
        await this.requireKnownTricks(manager, plan.taggedTricks, 'taggedTricks');
        return this.insert(
          manager,
          { ...fields, postType: plan.postType, parentPostId: null, taggedTricks: plan.taggedTricks },
          {},
          eventMetaOf(caller, correlationId),
        );
      }
      // Locked, so it cannot be deleted under the reply, and replies to it are counted one at a time.
      const parent = await this.counters.lock(manager, plan.parentPostId);
      if (!parent) throw notFound('Post');
      // Asked first, so a post the caller may not see is not confirmed by the rule below.
      await this.access.require('reply', caller, parent.id, manager);
      if (parent.parent_post_id !== null) {
        throw new DomainError('VALIDATION_FAILED', REPLY_MESSAGES.replyToReply, { field: 'parentPostId' });
      }
      const id = await this.insert(
        manager,
        { ...fields, postType: 'reply', parentPostId: parent.id, taggedTricks: [] },
        { parentPostId: parent.id, parentAuthorId: parent.user_id },
        eventMetaOf(caller, correlationId),
      );
      await this.counters.refreshReplies(manager, parent.id);
      return id;
    });
    return this.reader.hydrated(postId, caller.userId);
  }

  /** `POST /api/posts/trick-video`: a clip of tricks for the community to verify; not for brand accounts. */
  async createTrickVideo(
    request: CreateTrickVideoDto,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<PostDto> {
    const postId = await this.dataSource.transaction(async (manager) => {
      const [author] = await manager.query<{ is_brand: boolean }[]>(
        `SELECT is_brand FROM ${this.tables.authors} WHERE user_id = $1`,
        [caller.userId],
      );
      if (author?.is_brand) throw forbidden(POST_MESSAGES.brandTrickVideo);
      await this.requireKnownTricks(manager, request.trickIds, 'trickIds');
      return this.insert(
        manager,
        {
          userId: caller.userId,
          content: request.content,
          imageUrl: null,
          videoUrl: request.videoUrl,
          postType: 'trick_video',
          parentPostId: null,
          taggedTricks: request.trickIds,
          verificationStatus: 'pending',
        },
        {},
        eventMetaOf(caller, correlationId),
      );
    });
    return this.reader.hydrated(postId, caller.userId);
  }

  /** `DELETE /api/posts/{id}`: the owner or an admin; replies and every reaction go with the post. */
  async remove(postId: string, caller: CallerIdentity, correlationId: string): Promise<DeletedPostDto> {
    await this.dataSource.transaction(async (manager) => {
      const [target] = await manager.query<{ user_id: string; parent_post_id: string | null }[]>(
        `SELECT user_id, parent_post_id FROM ${this.tables.posts} WHERE id = $1`,
        [postId],
      );
      if (!target) throw notFound('Post');
      if (target.user_id !== caller.userId && !caller.isAdmin) {
        // Someone else's post: it exists for the caller only if they may see it.
        await this.access.require('view_posts', caller, postId, manager);
        throw forbidden('Only the author or an admin can delete this post');
      }
      // Parent before reply, the order replies and reactions take these locks in: no deadlock.
      if (target.parent_post_id) await this.counters.lock(manager, target.parent_post_id);
      const post = await this.counters.lock(manager, postId);
      if (!post) throw notFound('Post');
      // Replies, reactions, tags and verification tallies follow by ON DELETE CASCADE.
      await manager.query(`DELETE FROM ${this.tables.posts} WHERE id = $1`, [postId]);
      if (post.parent_post_id) await this.counters.refreshReplies(manager, post.parent_post_id);
      await this.outbox.append<PostDeletedV1>(
        manager,
        EVENTS.posts.postDeleted,
        { postId, userId: post.user_id, postType: post.post_type as PostType },
        eventMetaOf(caller, correlationId, {
          type: post.parent_post_id ? 'reply' : 'post',
          id: postId,
          ownerId: post.user_id,
          rule: 'owner-or-admin',
        }),
      );
    });
    return { deleted: true, id: postId };
  }

  /** `PATCH /api/posts/{id}` (admin): approve or reject a trick video. */
  async review(
    request: UpdatePostReviewRequest,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<PostDto> {
    const outcome = reviewOutcome(request);
    await this.dataSource.transaction(async (manager) => {
      const post = await this.counters.lock(manager, request.id);
      if (!post) throw notFound('Post');
      if (post.post_type !== 'trick_video') {
        throw new DomainError('VALIDATION_FAILED', REVIEW_MESSAGES.onlyTrickVideos, { field: 'id' });
      }
      await manager.query(
        `UPDATE ${this.tables.posts} SET verification_status = $2, is_verified = $3 WHERE id = $1`,
        [post.id, outcome.verificationStatus, outcome.isVerified],
      );
      await this.outbox.append<PostReviewedV1>(
        manager,
        EVENTS.posts.postReviewed,
        { postId: post.id, userId: post.user_id, ...outcome },
        eventMetaOf(caller, correlationId, {
          type: 'post',
          id: post.id,
          ownerId: post.user_id,
          rule: 'admin',
        }),
      );
    });
    return this.reader.hydrated(request.id, caller.userId);
  }

  /** Tags must name tricks the catalogue has; the first unknown one is reported. */
  private async requireKnownTricks(manager: EntityManager, trickIds: string[], field: string): Promise<void> {
    if (trickIds.length === 0) return;
    const known = await manager.query<{ id: string }[]>(
      `SELECT id FROM ${this.tables.tricks} WHERE id = ANY($1::text[])`,
      [trickIds],
    );
    const unknown = firstUnknownTrick(trickIds, new Set(known.map(({ id }) => id)));
    if (unknown !== undefined) {
      throw new DomainError('VALIDATION_FAILED', `Unknown trick id: ${unknown}`, { field });
    }
  }

  /** Inserts the post and its tags, and announces it in the same transaction. */
  private async insert(
    manager: EntityManager,
    post: NewPost,
    reply: Pick<PostCreatedV1, 'parentPostId' | 'parentAuthorId'>,
    meta: EventMeta,
  ): Promise<string> {
    const id = randomUUID();
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
    ]);
    if (post.taggedTricks.length > 0) {
      await manager.query(
        `INSERT INTO ${this.tables.postTags} (post_id, trick_id, created_at)
         SELECT $1, trick_id, $3 FROM unnest($2::text[]) AS trick_id`,
        [id, post.taggedTricks, createdAt],
      );
    }
    await this.outbox.append<PostCreatedV1>(
      manager,
      EVENTS.posts.postCreated,
      {
        postId: id,
        userId: post.userId,
        postType: post.postType,
        taggedTricks: post.taggedTricks,
        createdAt: createdAt.toISOString(),
        ...reply,
      },
      meta,
    );
    return id;
  }
}
