import {
  EVENTS,
  weightOf,
  type CallerIdentity,
  type ReactionChangedV1,
  type ReactDto,
  type ReactionDto,
  type ReactionSummaryDto,
  type ReactionType,
} from '@boonies/contracts';
import { Outbox } from '@boonies/messaging';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PostAccess } from '../access/post-access.service';
import { eventMetaOf } from '../access/caller-access';
import { postsTables, type PostsTables } from '../database/posts-tables';
import { UNKNOWN_AUTHOR_NAME } from '../feeds/post-hydration';
import { PostCounters, type LockedPost } from '../posts/post-counters.service';

interface ReactionListRow {
  user_id: string | null;
  reaction_type: ReactionType | null;
  created_at: Date | null;
  username: string | null;
  is_admin: boolean | null;
  email: string | null;
}

/** Likes and dislikes: one per user and post, the same again removes it, the other one replaces it. */
@Injectable()
export class ReactionsService {
  private readonly tables: PostsTables;

  constructor(
    private readonly dataSource: DataSource,
    private readonly counters: PostCounters,
    private readonly access: PostAccess,
    private readonly outbox: Outbox,
  ) {
    this.tables = postsTables(dataSource);
  }

  /**
   * Who reacted, oldest first, on a post the caller may see, among the skaters whose profile the caller may
   * see. Emails only for admins, and the caller's own.
   */
  async list(postId: string, caller: CallerIdentity | undefined): Promise<ReactionDto[]> {
    await this.access.require('view_posts', caller, postId);
    // The post row comes back even without reactions, so an unknown post is told apart from a quiet one.
    const rows = await this.dataSource.query<ReactionListRow[]>(
      `SELECT r.user_id, r.reaction_type, r.created_at, a.username, a.is_admin, a.email
         FROM ${this.tables.posts} p
         LEFT JOIN ${this.tables.reactions} r ON r.post_id = p.id
         LEFT JOIN ${this.tables.authors} a ON a.user_id = r.user_id
        WHERE p.id = $1
        ORDER BY r.created_at, r.user_id`,
      [postId],
    );
    if (rows.length === 0) throw notFound('Post');
    // A reactor whose profile the caller may not see (gone, or blocking the caller) is left out.
    const reactors = rows.flatMap(({ user_id }) => (user_id ? [user_id] : []));
    const shown = await this.access.visibleProfiles(caller, reactors);
    return rows.flatMap((row) => {
      if (!row.user_id || !row.reaction_type || !row.created_at || !shown.has(row.user_id)) return [];
      const mayReadEmail = caller !== undefined && (caller.isAdmin || caller.userId === row.user_id);
      return [
        {
          postId,
          userId: row.user_id,
          reactionType: row.reaction_type,
          createdAt: row.created_at.toISOString(),
          user: {
            username: row.username ?? UNKNOWN_AUTHOR_NAME,
            isAdmin: row.is_admin ?? false,
            ...(mayReadEmail && row.email ? { email: row.email } : {}),
          },
        },
      ];
    });
  }

  /** Toggles the caller's reaction; answers the post's counts after it. */
  react(request: ReactDto, caller: CallerIdentity, correlationId: string): Promise<ReactionSummaryDto> {
    return this.dataSource.transaction(async (manager) => {
      const post = await this.lockPost(manager, request.postId, caller);
      const key = [request.postId, caller.userId];
      const [existing] = await manager.query<{ reaction_type: ReactionType }[]>(
        `SELECT reaction_type FROM ${this.tables.reactions} WHERE post_id = $1 AND user_id = $2`,
        key,
      );
      if (existing?.reaction_type === request.reactionType) {
        await manager.query(`DELETE FROM ${this.tables.reactions} WHERE post_id = $1 AND user_id = $2`, key);
        await this.announce(manager, post, null, caller, correlationId);
        return this.summary(manager, request.postId, null);
      }
      await manager.query(
        `INSERT INTO ${this.tables.reactions} (post_id, user_id, reaction_type, weight)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (post_id, user_id) DO UPDATE
           SET reaction_type = EXCLUDED.reaction_type, weight = EXCLUDED.weight, created_at = now()`,
        [...key, request.reactionType, await this.weightOfReactor(manager, caller.userId)],
      );
      await this.announce(manager, post, request.reactionType, caller, correlationId);
      return this.summary(manager, request.postId, request.reactionType);
    });
  }

  /** Removes the caller's reaction, if any. */
  unreact(postId: string, caller: CallerIdentity, correlationId: string): Promise<ReactionSummaryDto> {
    return this.dataSource.transaction(async (manager) => {
      const post = await this.lockPost(manager, postId, caller);
      const [removed] = await manager.query<[unknown[], number]>(
        `DELETE FROM ${this.tables.reactions} WHERE post_id = $1 AND user_id = $2 RETURNING 1`,
        [postId, caller.userId],
      );
      if (removed.length > 0) await this.announce(manager, post, null, caller, correlationId);
      return this.summary(manager, postId, null);
    });
  }

  /**
   * Reactions of one post are changed one at a time, so the recount after each sees all of them; and only
   * on a post the policy lets the caller react to (taking one's reaction back too: a block ends both).
   */
  private async lockPost(
    manager: EntityManager,
    postId: string,
    caller: CallerIdentity,
  ): Promise<LockedPost> {
    const post = await this.counters.lock(manager, postId);
    if (!post) throw notFound('Post');
    await this.access.require('react', caller, postId, manager);
    return post;
  }

  /** Each change of a reaction is announced, so one made in puppet mode reaches the audit log. */
  private async announce(
    manager: EntityManager,
    post: LockedPost,
    reactionType: ReactionType | null,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<void> {
    const event: ReactionChangedV1 = {
      postId: post.id,
      authorId: post.user_id,
      userId: caller.userId,
      reactionType,
    };
    await this.outbox.append(
      manager,
      EVENTS.posts.reactionChanged,
      event,
      eventMetaOf(caller, correlationId, {
        type: post.parent_post_id ? 'reply' : 'post',
        id: post.id,
        ownerId: post.user_id,
      }),
    );
  }

  private async summary(
    manager: EntityManager,
    postId: string,
    mine: ReactionType | null,
  ): Promise<ReactionSummaryDto> {
    const counts = await this.counters.refreshReactions(manager, postId);
    return { ...counts, mine };
  }

  /** Admins' and trusted skaters' reactions weigh more; an account the projection lacks counts as plain. */
  private async weightOfReactor(manager: EntityManager, userId: string): Promise<number> {
    const [author] = await manager.query<{ is_admin: boolean; is_trusted: boolean }[]>(
      `SELECT is_admin, is_trusted FROM ${this.tables.authors} WHERE user_id = $1`,
      [userId],
    );
    return weightOf({ isAdmin: author?.is_admin ?? false, isTrusted: author?.is_trusted ?? false });
  }
}
