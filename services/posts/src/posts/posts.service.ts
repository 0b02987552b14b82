import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type CreatePostDto,
  type CreateTrickVideoDto,
  type DeletedPostDto,
  extractMentions,
  POST_MESSAGES,
  type PostCreatedV1,
  type PostDeletedV1,
  type PostDto,
  type PostReviewedV1,
  POSTS_EVENTS,
  type UpdatePostReviewRequest,
} from '@boonies/contracts/posts';
import { type EventMeta, Outbox, type RawJson } from '@boonies/messaging';
import { DomainError, forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { PostAccess, type Viewer } from '../access/post-access.service';
import { PostReader } from '../feeds/post-reader.service';
import { alreadyAttachedOnRace, MediaAttachments } from '../media/media-attachments';
import { PostMediaRepository } from '../media/post-media.repository';
import { AuthorsRepository } from '../projections/authors.repository';
import { TrickNamesRepository } from '../projections/trick-names.repository';
import { TimelineRepository } from '../timeline/timeline.repository';
import {
  firstUnknownTrick,
  planPost,
  refuseMediaAndLink,
  REPLY_MESSAGES,
  REVIEW_MESSAGES,
  reviewOutcome,
  wantedMediaKind,
} from './post-rules';
import { PostsRepository, type NewPost } from './posts.repository';

/** Writing posts: creating posts, replies and trick videos, deleting them, and admins' reviews. */
@Injectable()
export class PostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly posts: PostsRepository,
    private readonly authors: AuthorsRepository,
    private readonly trickNames: TrickNamesRepository,
    private readonly reader: PostReader,
    private readonly access: PostAccess,
    private readonly timeline: TimelineRepository,
    private readonly attachments: MediaAttachments,
    private readonly media: PostMediaRepository,
  ) {}

  /** `POST /api/posts`: an ordinary post, or a reply to a top-level post the policy lets the caller reply to. */
  async create(
    request: CreatePostDto,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<RawJson<PostDto>> {
    refuseMediaAndLink(request);
    const plan = planPost(request);
    const wanted = plan.kind === 'post' && request.mediaId !== undefined ? wantedMediaKind(request) : null;
    const fields = {
      userId: caller.userId,
      content: request.content,
      imageUrl: request.imageUrl ?? null,
      videoUrl: request.videoUrl ?? null,
      mediaId: null,
      verificationStatus: null,
    };
    const postId = await this.dataSource
      .transaction(async (manager) => {
        if (plan.kind === 'post') {
          await this.requireKnownTricks(manager, plan.taggedTricks, 'taggedTricks');
          // The post's kind follows its upload, as it follows a pasted link.
          const mediaId = request.mediaId ?? null;
          const postType = mediaId
            ? await this.attachments.check(manager, { mediaId, ownerId: caller.userId, wanted })
            : plan.postType;
          return this.insert(
            manager,
            { ...fields, mediaId, postType, parentPostId: null, taggedTricks: plan.taggedTricks },
            {},
            caller,
            eventMetaOf(caller, correlationId),
          );
        }
        // Locked, so it cannot be deleted under the reply, and replies to it are counted one at a time. The
        // policy is asked first, so a post the caller may not see is not confirmed by the rule below.
        const parent = await this.access.requireLocked('reply', caller, plan.parentPostId, manager);
        if (parent.parentPostId !== null) {
          throw new DomainError('VALIDATION_FAILED', REPLY_MESSAGES.replyToReply, { field: 'parentPostId' });
        }
        const id = await this.insert(
          manager,
          { ...fields, postType: 'reply', parentPostId: parent.id, taggedTricks: [] },
          { parentPostId: parent.id, parentAuthorId: parent.userId },
          caller,
          eventMetaOf(caller, correlationId),
        );
        await this.posts.refreshReplies(manager, parent.id);
        return id;
      })
      .catch(alreadyAttachedOnRace);
    return this.reader.hydrated(postId, caller.userId);
  }

  /** `POST /api/posts/trick-video`: a clip of tricks for the community to verify; not for brand accounts. */
  async createTrickVideo(
    request: CreateTrickVideoDto,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<RawJson<PostDto>> {
    refuseMediaAndLink(request);
    const mediaId = request.mediaId ?? null;
    const postId = await this.dataSource
      .transaction(async (manager) => {
        if (await this.authors.isBrand(manager, caller.userId))
          throw forbidden(POST_MESSAGES.brandTrickVideo);
        await this.requireKnownTricks(manager, request.trickIds, 'trickIds');
        if (mediaId) {
          await this.attachments.check(manager, { mediaId, ownerId: caller.userId, wanted: 'video' });
        }
        return this.insert(
          manager,
          {
            userId: caller.userId,
            content: request.content,
            imageUrl: null,
            videoUrl: request.videoUrl ?? null,
            mediaId,
            postType: 'trick_video',
            parentPostId: null,
            taggedTricks: request.trickIds,
            verificationStatus: 'pending',
          },
          {},
          caller,
          eventMetaOf(caller, correlationId),
        );
      })
      .catch(alreadyAttachedOnRace);
    return this.reader.hydrated(postId, caller.userId);
  }

  /** `DELETE /api/posts/{id}`: the owner or an admin; replies and every reaction go with the post. */
  async remove(postId: string, caller: CallerIdentity, correlationId: string): Promise<DeletedPostDto> {
    await this.dataSource.transaction(async (manager) => {
      const target = await this.posts.placeOf(manager, postId);
      if (!target) throw notFound('Post');
      if (target.userId !== caller.userId) {
        // Someone else's post exists for the caller, an admin too, only if they may see it: one gone, hidden
        // or behind a block answers as an unknown id.
        await this.access.require('view_posts', caller, postId, manager);
        if (!caller.isAdmin) throw forbidden('Only the author or an admin can delete this post');
      }
      // Parent before reply, the order replies and reactions take these locks in: no deadlock.
      if (target.parentPostId) await this.posts.lock(manager, target.parentPostId);
      const post = await this.posts.lock(manager, postId);
      if (!post) throw notFound('Post');
      await this.media.releaseWithPost(manager, postId);
      await this.posts.delete(manager, postId);
      if (post.parentPostId) await this.posts.refreshReplies(manager, post.parentPostId);
      await this.outbox.append<PostDeletedV1>(
        manager,
        POSTS_EVENTS.postDeleted,
        { postId, userId: post.userId, postType: post.postType },
        eventMetaOf(caller, correlationId, {
          type: post.parentPostId ? 'reply' : 'post',
          id: postId,
          ownerId: post.userId,
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
  ): Promise<RawJson<PostDto>> {
    const outcome = reviewOutcome(request);
    await this.dataSource.transaction(async (manager) => {
      const post = await this.posts.lock(manager, request.id);
      if (!post) throw notFound('Post');
      if (post.postType !== 'trick_video') {
        throw new DomainError('VALIDATION_FAILED', REVIEW_MESSAGES.onlyTrickVideos, { field: 'id' });
      }
      await this.posts.setReview(manager, post.id, outcome);
      await this.outbox.append<PostReviewedV1>(
        manager,
        POSTS_EVENTS.postReviewed,
        { postId: post.id, userId: post.userId, ...outcome },
        eventMetaOf(caller, correlationId, {
          type: 'post',
          id: post.id,
          ownerId: post.userId,
          rule: 'admin',
        }),
      );
    });
    return this.reader.hydrated(request.id, caller.userId);
  }

  /** Tags must name tricks the catalogue has; the first unknown one is reported. */
  private async requireKnownTricks(manager: EntityManager, trickIds: string[], field: string): Promise<void> {
    if (trickIds.length === 0) return;
    const known = await this.trickNames.knownOf(manager, trickIds);
    const unknown = firstUnknownTrick(trickIds, known);
    if (unknown !== undefined) {
      throw new DomainError('VALIDATION_FAILED', `Unknown trick id: ${unknown}`, { field });
    }
  }

  /**
   * Inserts the post and its tags, puts a top-level post in its author's followers' timelines, and announces
   * it, with the skaters it mentions who are to hear of it, in the same transaction.
   */
  private async insert(
    manager: EntityManager,
    post: NewPost,
    reply: Pick<PostCreatedV1, 'parentPostId' | 'parentAuthorId'>,
    author: NonNullable<Viewer>,
    meta: EventMeta,
  ): Promise<string> {
    const id = randomUUID();
    const createdAt = await this.posts.insert(manager, id, post);
    if (post.parentPostId === null) await this.timeline.fanOut(manager, { id, userId: post.userId });
    const mentioned = await this.access.mentionedIn(manager, author, id, extractMentions(post.content));
    await this.outbox.append<PostCreatedV1>(
      manager,
      POSTS_EVENTS.postCreated,
      {
        postId: id,
        userId: post.userId,
        postType: post.postType,
        taggedTricks: post.taggedTricks,
        createdAt: createdAt.toISOString(),
        videoUrl: post.videoUrl,
        ...(post.mediaId !== null && { mediaId: post.mediaId }),
        ...reply,
        ...(mentioned.length > 0 && { mentionedUserIds: mentioned }),
      },
      meta,
    );
    return id;
  }
}
