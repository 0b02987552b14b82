import { PostCreatedV1, PostDeletedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { eventMetaFrom } from '../event-meta';
import { MediaFiles } from '../files/media-files';
import { MediaRepository } from '../media/media.repository';
import { MediaService } from '../media/media.service';

/**
 * Media follows the post that carries it: a new post with an upload of its author's keeps that upload for as
 * long as it lives (no expiry); a deleted post's media is deleted, files and all. A moderator hiding a post
 * deletes nothing (it may be shown again); the access policy hides its media with it.
 */
@Injectable()
export class PostsConsumer {
  constructor(
    private readonly media: MediaRepository,
    private readonly service: MediaService,
    private readonly files: MediaFiles,
  ) {}

  @EventHandler(POSTS_EVENTS.postCreated)
  async onCreated(post: PostCreatedV1, context: EventContext<PostCreatedV1>): Promise<void> {
    if (!post.mediaId) return;
    const item = await this.media.lock(context.manager, post.mediaId);
    // The posts service checked the upload against its copy; this refuses what it could not have allowed.
    if (!item || item.ownerId !== post.userId) return;
    if (item.postId && item.postId !== post.postId) return;
    await this.media.attach(context.manager, item.id, post.postId);
  }

  @EventHandler(POSTS_EVENTS.postDeleted)
  async onDeleted(post: PostDeletedV1, context: EventContext<PostDeletedV1>): Promise<void> {
    const items = await this.media.lockOfPost(context.manager, post.postId);
    const now = new Date();
    for (const item of items) {
      // Before the commit, so a failure leaves the event to be delivered again with the rows still there.
      await this.files.deleteFilesOf(item);
      await this.service.deleteRow(context.manager, item, now, eventMetaFrom(context));
    }
  }
}
