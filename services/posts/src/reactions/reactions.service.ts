import type { CallerIdentity } from '@boonies/contracts/common';
import {
  POSTS_EVENTS,
  type ReactDto,
  type ReactionChangedV1,
  type ReactionDto,
  type ReactionSummaryDto,
  type ReactionType,
  weightOf,
} from '@boonies/contracts/posts';
import { Outbox } from '@boonies/messaging';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PostAccess, type GuardedPost } from '../access/post-access.service';
import { eventMetaOf } from '../event-meta';
import { UNKNOWN_AUTHOR_NAME } from '../feeds/hydrated-posts.sql';
import { ReactionsRepository } from './reactions.repository';

/** Likes and dislikes: one per user and post, the same again removes it, the other one replaces it. */
@Injectable()
export class ReactionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reactions: ReactionsRepository,
    private readonly access: PostAccess,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Who reacted, oldest first, on a post the caller may see, among the skaters whose profile the caller may
   * see. Emails only for admins, and the caller's own.
   */
  async list(postId: string, caller: CallerIdentity | undefined): Promise<ReactionDto[]> {
    await this.access.require('view_posts', caller, postId);
    const reactions = await this.reactions.reactionsTo(postId);
    if (!reactions) throw notFound('Post');
    // A reactor whose profile the caller may not see (gone, or blocking the caller) is left out.
    const shown = await this.access.visibleProfiles(
      caller,
      reactions.map(({ userId }) => userId),
    );
    return reactions.flatMap((reaction) => {
      if (!shown.has(reaction.userId)) return [];
      const mayReadEmail = caller !== undefined && (caller.isAdmin || caller.userId === reaction.userId);
      return [
        {
          postId,
          userId: reaction.userId,
          reactionType: reaction.reactionType,
          createdAt: reaction.createdAt.toISOString(),
          user: {
            username: reaction.username ?? UNKNOWN_AUTHOR_NAME,
            isAdmin: reaction.isAdmin ?? false,
            ...(mayReadEmail && reaction.email ? { email: reaction.email } : {}),
          },
        },
      ];
    });
  }

  /** Toggles the caller's reaction; answers the post's counts after it. */
  react(request: ReactDto, caller: CallerIdentity, correlationId: string): Promise<ReactionSummaryDto> {
    return this.dataSource.transaction(async (manager) => {
      const post = await this.lockPost(manager, request.postId, caller);
      const reactor = await this.reactions.reactorOf(manager, request.postId, caller.userId);
      if (reactor.reactionType === request.reactionType) {
        const { counts } = await this.reactions.remove(manager, request.postId, caller.userId);
        await this.announce(manager, post, null, counts, caller, correlationId);
        return { ...counts, mine: null };
      }
      // Admins' and trusted skaters' reactions weigh more.
      const weight = weightOf(reactor);
      const counts = await this.reactions.put(
        manager,
        request.postId,
        caller.userId,
        request.reactionType,
        weight,
      );
      await this.announce(manager, post, request.reactionType, counts, caller, correlationId);
      return { ...counts, mine: request.reactionType };
    });
  }

  /** Removes the caller's reaction, if any. */
  unreact(postId: string, caller: CallerIdentity, correlationId: string): Promise<ReactionSummaryDto> {
    return this.dataSource.transaction(async (manager) => {
      const post = await this.lockPost(manager, postId, caller);
      const { removed, counts } = await this.reactions.remove(manager, postId, caller.userId);
      if (removed) await this.announce(manager, post, null, counts, caller, correlationId);
      return { ...counts, mine: null };
    });
  }

  /**
   * Reactions of one post are changed one at a time, so each moves the counters from what the last left; and only
   * on a post the policy lets the caller react to (taking one's reaction back too: a block ends both).
   */
  private lockPost(manager: EntityManager, postId: string, caller: CallerIdentity): Promise<GuardedPost> {
    return this.access.requireLocked('react', caller, postId, manager);
  }

  /**
   * Each change of a reaction is announced, so one made in puppet mode reaches the audit log, with the
   * post's counts after it for those watching the post live.
   */
  private async announce(
    manager: EntityManager,
    post: GuardedPost,
    reactionType: ReactionType | null,
    counts: { likes: number; dislikes: number },
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<void> {
    const event: ReactionChangedV1 = {
      postId: post.id,
      authorId: post.userId,
      userId: caller.userId,
      reactionType,
      likes: counts.likes,
      dislikes: counts.dislikes,
    };
    await this.outbox.append(
      manager,
      POSTS_EVENTS.reactionChanged,
      event,
      eventMetaOf(caller, correlationId, {
        type: post.parentPostId ? 'reply' : 'post',
        id: post.id,
        ownerId: post.userId,
      }),
    );
  }
}
