import { MEDIA_EVENTS, MediaUploadedV1 } from '@boonies/contracts/media';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { MediaJobQueue } from './job-queue';

/**
 * Queues the processing of each upload that checked out, from the service's own event: the event leaves the
 * outbox only once the item is committed as processing, and this consumer keeps at it until the job is
 * queued, so no committed upload is left without its job. A repeat within the queue's duplicate window is
 * dropped by the item's id; a later one finds the item finished and is acknowledged at once.
 */
@Injectable()
export class JobsConsumer {
  constructor(private readonly queue: MediaJobQueue) {}

  @EventHandler(MEDIA_EVENTS.mediaUploaded)
  async onUploaded(uploaded: MediaUploadedV1, context: EventContext<MediaUploadedV1>): Promise<void> {
    await this.queue.enqueue({ mediaId: uploaded.mediaId, correlationId: context.envelope.correlationId });
  }
}
