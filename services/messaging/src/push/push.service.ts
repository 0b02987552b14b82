import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type MessageSentV1,
  PUSH_MESSAGES,
  PUSH_SWITCH_OF,
  type PushSubscriptionChangeDto,
  type SubscribePushDto,
  type WebPushPayload,
} from '@boonies/contracts/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { MessagingConfig } from '../config/messaging.config';
import { mayPush, messagePush, notificationPush } from './push-decision';
import { PushSender } from './push-sender';
import { PushRepository } from './push.repository';

const LOOPBACK_HTTP = /^http:\/\/127\.0\.0\.1[:/]/;

/**
 * Devices' push subscriptions, and the pushes of notifications and direct messages to them. A push goes out
 * after the notification or message is committed (from their events), at most once per device.
 */
@Injectable()
export class PushService {
  constructor(
    private readonly pushes: PushRepository,
    private readonly sender: PushSender,
    private readonly config: MessagingConfig,
  ) {}

  /** Subscribes this device (the caller's session) for the caller; the endpoint's last subscriber keeps it. */
  async subscribe(caller: CallerIdentity, request: SubscribePushDto): Promise<PushSubscriptionChangeDto> {
    if (!this.sender.enabled) throw new DomainError('SERVICE_UNAVAILABLE', PUSH_MESSAGES.notConfigured);
    const loopbackAllowed = this.config.WEB_PUSH_ALLOW_LOOPBACK_HTTP && this.config.NODE_ENV !== 'production';
    if (
      !request.endpoint.startsWith('https://') &&
      !(loopbackAllowed && LOOPBACK_HTTP.test(request.endpoint))
    ) {
      throw new DomainError('VALIDATION_FAILED', PUSH_MESSAGES.insecureEndpoint, { field: 'endpoint' });
    }
    if (!isP256Point(request.keys.p256dh) || decodedLength(request.keys.auth) !== 16) {
      throw new DomainError('VALIDATION_FAILED', PUSH_MESSAGES.invalidKey, { field: 'keys' });
    }
    await this.pushes.subscribe({
      id: randomUUID(),
      userId: caller.userId,
      sessionId: caller.sessionId,
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
      createdAt: new Date(),
    });
    return { changed: true };
  }

  /** Removes the caller's own subscription with this endpoint; anyone else's stays. */
  async unsubscribe(caller: CallerIdentity, endpoint: string): Promise<PushSubscriptionChangeDto> {
    return { changed: await this.pushes.removeOwn(caller.userId, endpoint) };
  }

  /** Signing out of a session forgets the device's subscription made in it. */
  async forgetSession(manager: EntityManager, sessionId: string): Promise<void> {
    await this.pushes.removeSession(manager, sessionId);
  }

  /** Pushes a committed notification to its recipient's devices, when its kind is pushed and the rules allow. */
  async pushNotification(manager: EntityManager, notificationId: string): Promise<void> {
    if (!this.sender.enabled) return;
    const notification = await this.pushes.notification(manager, notificationId);
    if (!notification) return;
    const kind = PUSH_SWITCH_OF[notification.type];
    if (!kind) return;
    const facts = await this.pushes.facts(manager, notification.userId, notification.fromUserId);
    if (!mayPush(kind, notification.userId, notification.fromUserId, facts)) return;
    // A turn waits on the player: it is urgent; the rest can wait for the phone's next wake.
    const urgency = notification.type === 'game' ? 'high' : 'normal';
    await this.deliver(
      manager,
      notification.userId,
      notification.id,
      notificationPush(notification),
      urgency,
    );
  }

  /** Pushes a direct message to its recipient's devices, when they want messages pushed and may see the sender. */
  async pushMessage(manager: EntityManager, message: MessageSentV1): Promise<void> {
    if (!this.sender.enabled) return;
    const facts = await this.pushes.facts(manager, message.recipientId, message.senderId);
    if (!mayPush('messages', message.recipientId, message.senderId, facts)) return;
    const payload = messagePush({
      senderId: message.senderId,
      senderUsername: facts.sender?.username ?? null,
      content: message.content,
    });
    await this.deliver(manager, message.recipientId, message.messageId, payload, 'high');
  }

  /**
   * Sends to each of the user's devices not yet sent this source. A subscription its push service no longer
   * knows is deleted; any other failure is logged and dropped.
   */
  private async deliver(
    manager: EntityManager,
    userId: string,
    sourceId: string,
    payload: WebPushPayload,
    urgency: 'normal' | 'high',
  ): Promise<void> {
    for (const target of await this.pushes.targets(manager, userId)) {
      if (!(await this.pushes.claim(manager, sourceId, target.id))) continue;
      const outcome = await this.sender.send(target, payload, urgency);
      if (outcome === 'gone') await this.pushes.removeById(manager, target.id);
    }
  }
}

function decodedLength(base64url: string): number {
  return Buffer.from(base64url, 'base64url').length;
}

/** An uncompressed P-256 point: 65 bytes starting with 4. */
function isP256Point(base64url: string): boolean {
  const bytes = Buffer.from(base64url, 'base64url');
  return bytes.length === 65 && bytes[0] === 4;
}
