import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { FollowChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { SponsorshipChangedV1, SPONSORSHIPS_EVENTS } from '@boonies/contracts/sponsorships';
import { TrickVerificationChangedV1, VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { newerWins, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventMetaFrom } from '../event-meta';
import { sourceFor } from '../moderation/moderation-events.consumer';
import { SponsorshipRequest } from '../projections/entities/sponsorship-request.entity';
import { ActivityFactsRepository } from './activity-facts.repository';
import { MediaPostsRepository } from './media-posts.repository';
import {
  FOLLOW_NOTIFICATION_COLLAPSE_HOURS,
  isSponsorshipStep,
  sponsorshipAudience,
} from './notification-rules';
import {
  followRequestText,
  followText,
  LINKS,
  mentionText,
  replyText,
  sponsorshipText,
  verificationText,
} from './notification-texts';
import { NotificationWriter } from './notification-writer.service';

/**
 * Other services' events that someone should hear about. Each runs in the transaction that records the
 * event in the inbox, and the notification's unique source is the event: delivered twice, notified once.
 */
@Injectable()
export class ActivityEventsConsumer {
  private readonly sponsorships;

  constructor(
    dataSource: DataSource,
    private readonly facts: ActivityFactsRepository,
    private readonly writer: NotificationWriter,
    private readonly mediaPosts: MediaPostsRepository,
  ) {
    const t = tablePaths(dataSource, { sponsorshipRequests: SponsorshipRequest });
    // Applies a newer state only (not applied: an older event arriving late). A sponsorship's parties never
    // change: only its status does.
    this.sponsorships = newerWins({
      table: t.sponsorshipRequests,
      key: ['id'],
      columns: ['brand_id', 'athlete_id', 'status'],
      version: 'changed_at',
    });
  }

  @EventHandler(SOCIAL_EVENTS.followed)
  @EventHandler(AUTH_EVENTS.followed)
  async onFollowed(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.writer.notify(
      context.manager,
      {
        type: 'follow',
        userId: follow.followingId,
        fromUserId: follow.followerId,
        sourceEventId: context.envelope.id,
        link: LINKS.profile(follow.followerId),
        text: followText,
        collapseWithinHours: FOLLOW_NOTIFICATION_COLLAPSE_HOURS,
      },
      eventMetaFrom(context),
    );
  }

  /** A request to follow a private profile tells its owner, who answers in the inbox's requests list. */
  @EventHandler(SOCIAL_EVENTS.followRequested)
  @EventHandler(AUTH_EVENTS.followRequested)
  async onFollowRequested(request: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.writer.notify(
      context.manager,
      {
        type: 'follow_request',
        userId: request.followingId,
        fromUserId: request.followerId,
        sourceEventId: context.envelope.id,
        link: LINKS.followRequests,
        text: followRequestText,
      },
      eventMetaFrom(context),
    );
  }

  /**
   * A reply tells the author of the post replied to; top-level posts and self-replies tell nobody. A post
   * carrying an upload is noted, for the notification should its processing fail.
   */
  @EventHandler(POSTS_EVENTS.postCreated)
  async onPostCreated(post: PostCreatedV1, context: EventContext<PostCreatedV1>): Promise<void> {
    if (post.mediaId) await this.mediaPosts.record(context.manager, post.mediaId, post.postId);
    await this.notifyMentioned(post, context);
    if (post.postType !== 'reply' || !post.parentAuthorId || post.parentAuthorId === post.userId) return;
    await this.writer.notify(
      context.manager,
      {
        type: 'reply',
        userId: post.parentAuthorId,
        fromUserId: post.userId,
        sourceEventId: context.envelope.id,
        // The post replied to, scrolled to the reply.
        link: post.parentPostId ? LINKS.reply(post.parentPostId, post.postId) : LINKS.ownProfile,
        text: replyText,
      },
      eventMetaFrom(context),
    );
  }

  /**
   * Tells each skater the post names as mentioned (the posts service names only those the policy lets the
   * author mention and who may see the post), on their Mentions switch and the policy's `mention` as this
   * service sees it now. Each has a notification of their own from the one event, at most once; the author
   * of a post replied to hears of the reply already, so a mention in it tells them nothing more.
   */
  private async notifyMentioned(post: PostCreatedV1, context: EventContext<PostCreatedV1>): Promise<void> {
    const inReply = post.postType === 'reply' && Boolean(post.parentPostId);
    const link = LINKS.content({ postId: post.postId, parentPostId: inReply ? post.parentPostId : null });
    for (const userId of new Set(post.mentionedUserIds ?? [])) {
      if (inReply && userId === post.parentAuthorId) continue;
      await this.writer.notify(
        context.manager,
        {
          type: 'mention',
          userId,
          fromUserId: post.userId,
          sourceEventId: sourceFor(context.envelope.id, userId),
          link,
          text: (username) => mentionText(username, inReply),
          policyAction: 'mention',
        },
        eventMetaFrom(context),
      );
    }
  }

  @EventHandler(VERIFICATION_EVENTS.trickVerified)
  async onTrickVerified(
    verified: TrickVerificationChangedV1,
    context: EventContext<TrickVerificationChangedV1>,
  ): Promise<void> {
    const text = verificationText(await this.facts.trickName(context.manager, verified.trickId));
    await this.writer.notify(
      context.manager,
      {
        type: 'verification',
        userId: verified.userId,
        fromUserId: null,
        sourceEventId: context.envelope.id,
        // The video the community verified.
        link: LINKS.post(verified.postId),
        text: () => text,
      },
      eventMetaFrom(context),
    );
  }

  /**
   * Keeps each sponsorship's state (the athlete's pending count) and tells the other side of a new
   * state: the athlete of a request, the brand of an answer. A repeated or older state tells nobody.
   */
  @EventHandler(SPONSORSHIPS_EVENTS.sponsorshipChanged)
  async onSponsorshipChanged(
    change: SponsorshipChangedV1,
    context: EventContext<SponsorshipChangedV1>,
  ): Promise<void> {
    const { manager } = context;
    const current = await this.facts.lockSponsorshipStatus(manager, change.sponsorshipId);
    const applied = await this.sponsorships.apply(manager, {
      id: change.sponsorshipId,
      brand_id: change.brandId,
      athlete_id: change.athleteId,
      status: change.status,
      changed_at: change.changedAt,
    });
    if (!applied || current === change.status) return;
    const status = change.status;
    if (!isSponsorshipStep(status)) return;
    await this.writer.notify(
      manager,
      {
        type: 'sponsorship',
        ...sponsorshipAudience(status, change),
        sourceEventId: context.envelope.id,
        // The athlete answers in the inbox's Sponsorships tab; the brand follows up in its manager.
        link: status === 'pending' ? LINKS.inbox : LINKS.sponsorships,
        text: (otherSide) => sponsorshipText(status, otherSide),
      },
      eventMetaFrom(context),
    );
  }
}
