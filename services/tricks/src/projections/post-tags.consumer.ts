import { EVENTS, PostCreatedV1, PostDeletedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { TrendingRepository } from '../trending/trending.repository';

/** Which posts tag which tricks, from the posts service. */
@Injectable()
export class PostTagsConsumer {
  constructor(private readonly trending: TrendingRepository) {}

  @EventHandler(EVENTS.posts.postCreated)
  onPostCreated(post: PostCreatedV1, { manager }: EventContext<PostCreatedV1>): Promise<void> {
    return this.trending.tag(manager, post.postId, post.taggedTricks, post.createdAt);
  }

  @EventHandler(EVENTS.posts.postDeleted)
  onPostDeleted(post: PostDeletedV1, { manager }: EventContext<PostDeletedV1>): Promise<void> {
    return this.trending.untag(manager, post.postId);
  }
}
