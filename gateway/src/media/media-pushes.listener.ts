import { MEDIA_EVENTS } from '@boonies/contracts/media';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { pushesForMediaChanged } from './media-pushes';

/**
 * Every replica hears when uploads are ready or failed and pushes `media:changed` to the owner's sockets it
 * holds. A push missed while offline is caught up by the web app asking `GET /api/media/<id>` again.
 */
@Injectable()
export class MediaPushesListener implements OnModuleInit {
  constructor(
    private readonly events: EventListener,
    private readonly publisher: RealtimePublisher,
  ) {}

  onModuleInit(): void {
    this.events.on(MEDIA_EVENTS.mediaReady, (ready) =>
      this.publisher.publish(pushesForMediaChanged(ready, 'ready')),
    );
    this.events.on(MEDIA_EVENTS.mediaFailed, (failed) =>
      this.publisher.publish(pushesForMediaChanged(failed, 'failed')),
    );
  }
}
