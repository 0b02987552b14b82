import { PostCreatedV1, PostDeletedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { TrendingRepository } from '../trending/trending.repository';

/** Which posts tag which tricks, from the posts service. */
@Injectable()
export class PostTagsConsumer {
  constructor(private readonly trending: TrendingRepository) {}

  @EventHandler(POSTS_EVENTS.postCreated)
  onPostCreated(post: PostCreatedV1, { manager }: EventContext<PostCreatedV1>): Promise<void> {
    return this.trending.tag(manager, post.postId, post.taggedTricks, post.createdAt);
  }

  @EventHandler(POSTS_EVENTS.postDeleted)
  onPostDeleted(post: PostDeletedV1, { manager }: EventContext<PostDeletedV1>): Promise<void> {
    return this.trending.untag(manager, post.postId);
  }
}
