import { ADMIN_EVENTS, ContentModeratedV1 } from '@boonies/contracts/admin';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { PostsRepository } from '../posts/posts.repository';

/**
 * A moderator hid a post or reply, or showed it again. The post keeps the time of the decision it shows, so
 * an older decision delivered late cannot undo a newer one; messages and profiles are other services'.
 */
@Injectable()
export class ModerationConsumer {
  constructor(private readonly posts: PostsRepository) {}

  @EventHandler(ADMIN_EVENTS.contentModerated)
  async onContentModerated(
    moderation: ContentModeratedV1,
    { manager, envelope }: EventContext<ContentModeratedV1>,
  ): Promise<void> {
    if (moderation.kind !== 'post') return;
    await this.posts.moderate(manager, moderation.contentId, moderation.hidden, envelope.occurredAt);
  }
}
