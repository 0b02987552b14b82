import { MEDIA_EVENTS, MediaFailedV1 } from '@boonies/contracts/media';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { eventMetaFrom } from '../event-meta';
import { MediaPostsRepository } from './media-posts.repository';
import { LINKS, mediaFailedText } from './notification-texts';
import { NotificationWriter } from './notification-writer.service';

/** The media service's word that an upload could not be processed, told to its owner with the reason. */
@Injectable()
export class MediaEventsConsumer {
  constructor(
    private readonly mediaPosts: MediaPostsRepository,
    private readonly writer: NotificationWriter,
  ) {}

  /** The notification's source is the event: delivered twice, told once. */
  @EventHandler(MEDIA_EVENTS.mediaFailed)
  async onMediaFailed(failure: MediaFailedV1, context: EventContext<MediaFailedV1>): Promise<void> {
    // The post carrying the upload, on its page.
    const postId = await this.mediaPosts.postOf(context.manager, failure.mediaId);
    await this.writer.notify(
      context.manager,
      {
        type: 'media',
        userId: failure.ownerId,
        fromUserId: null,
        sourceEventId: context.envelope.id,
        link: postId ? LINKS.post(postId) : null,
        text: () => mediaFailedText(failure.kind, failure.reason),
      },
      eventMetaFrom(context),
    );
  }
}
