import { AUTH_EVENTS, SessionRevokedV1 } from '@boonies/contracts/auth';
import { MessageSentV1, MESSAGING_EVENTS, NotificationCreatedV1 } from '@boonies/contracts/messaging';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { PushService } from './push.service';

/**
 * Pushes from this service's own events, so a push goes out only once what it tells is committed: each
 * notification created, and each direct message sent. A session's end forgets its device's subscription.
 */
@Injectable()
export class PushConsumer {
  constructor(private readonly push: PushService) {}

  @EventHandler(MESSAGING_EVENTS.notificationCreated)
  async onNotificationCreated(
    notification: NotificationCreatedV1,
    { manager }: EventContext<NotificationCreatedV1>,
  ): Promise<void> {
    await this.push.pushNotification(manager, notification.notificationId);
  }

  @EventHandler(MESSAGING_EVENTS.messageSent)
  async onMessageSent(message: MessageSentV1, { manager }: EventContext<MessageSentV1>): Promise<void> {
    await this.push.pushMessage(manager, message);
  }

  @EventHandler(AUTH_EVENTS.sessionRevoked)
  async onSessionRevoked(
    session: SessionRevokedV1,
    { manager }: EventContext<SessionRevokedV1>,
  ): Promise<void> {
    await this.push.forgetSession(manager, session.sessionId);
  }
}
