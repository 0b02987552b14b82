import { MESSAGING_EVENTS } from '@boonies/contracts/messaging';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import {
  pushesForConversationRead,
  pushesForMessageRead,
  pushesForMessageSent,
  pushesForNotificationCreated,
} from './messaging-pushes';

/**
 * Every replica hears new messages, read receipts and new notifications, and pushes them to the sockets it
 * holds, so a person's tabs hear them whichever replica each is connected to.
 *
 * Pushes are not replayed: one that happens while a tab is offline is lost to that tab. The web app catches
 * up by refetching the conversation, the inbox lists, the notifications and the summary when its socket
 * reconnects; the REST routes are the record, and nothing here holds state a reconnect would need.
 */
@Injectable()
export class MessagingPushesListener implements OnModuleInit {
  constructor(
    private readonly events: EventListener,
    private readonly publisher: RealtimePublisher,
  ) {}

  onModuleInit(): void {
    this.events.on(MESSAGING_EVENTS.messageSent, (message) =>
      this.publisher.publish(pushesForMessageSent(message)),
    );
    this.events.on(MESSAGING_EVENTS.messageRead, (receipt) =>
      this.publisher.publish(pushesForMessageRead(receipt)),
    );
    this.events.on(MESSAGING_EVENTS.conversationRead, (read) =>
      this.publisher.publish(pushesForConversationRead(read)),
    );
    this.events.on(MESSAGING_EVENTS.notificationCreated, (notification) =>
      this.publisher.publish(pushesForNotificationCreated(notification)),
    );
  }
}
