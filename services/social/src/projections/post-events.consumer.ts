import { PostCreatedV1, PostDeletedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { UserPostsRepository } from './user-posts.repository';

/** Profiles' post counts, from the posts service's events. */
@Injectable()
export class PostEventsConsumer {
  constructor(private readonly posts: UserPostsRepository) {}

  @EventHandler(POSTS_EVENTS.postCreated)
  async onPostCreated(post: PostCreatedV1, { manager }: EventContext<PostCreatedV1>): Promise<void> {
    // Replies are not posts of the profile.
    if (post.parentPostId) return;
    await this.posts.recordCreated(manager, post.postId, post.userId, post.createdAt);
  }

  @EventHandler(POSTS_EVENTS.postDeleted)
  async onPostDeleted(
    post: PostDeletedV1,
    { envelope, manager }: EventContext<PostDeletedV1>,
  ): Promise<void> {
    await this.posts.recordDeleted(manager, post.postId, post.userId, envelope.occurredAt);
  }
}
