import { MESSAGING_EVENTS, type NotificationType } from '@boonies/contracts/messaging';
import { decideAccess, type PolicyAction } from '@boonies/contracts/policy';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { shouldNotify } from './notification-rules';
import { type NewNotification, notificationCreatedOf } from './notification-view';
import { NotificationsRepository } from './notifications.repository';

/** A notification an event asks for; whether it is created is decided against the recipient's settings. */
export interface NotificationRequest {
  type: NotificationType;
  userId: string;
  fromUserId: string | null;
  /** The event behind it: the same source never makes a second notification. */
  sourceEventId: string;
  link: string | null;
  /** The text, given the acting user's username (`null` when the projection does not know them). */
  text(fromUsername: string | null): string;
  /**
   * When set, nothing is created while the recipient has a notification of the same type from the same user
   * made within this many hours.
   */
  collapseWithinHours?: number;
  /**
   * When set, the access policy is asked too, with this action, the acting user as viewer and the recipient
   * as target, on the facts this service keeps (accounts and blocks; no follows or privacy switches, so the
   * producer asks what needs those): refused, nothing is created.
   */
  policyAction?: PolicyAction;
  /**
   * When set, nothing is created for a recipient whose account is deactivated, suspended or not yet known
   * here: what nobody asked for on their behalf (a reminder) waits on no one who cannot use it.
   */
  onlyToActiveRecipient?: boolean;
}

/**
 * Creates notifications inside the transaction of the event that causes them, with the event that lets
 * the gateway push them live. Switched off, or across a block, nothing is created.
 */
@Injectable()
export class NotificationWriter {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly outbox: Outbox,
  ) {}

  /** The notification written, or `null` when the settings, a block or an earlier copy stopped it. */
  async notify(
    manager: EntityManager,
    request: NotificationRequest,
    meta: EventMeta,
  ): Promise<NewNotification | null> {
    const context = await this.notifications.recipientContext(manager, request.userId, request.fromUserId);
    const wanted = shouldNotify({
      type: request.type,
      recipientId: request.userId,
      fromUserId: request.fromUserId,
      switches: context.switches,
      blocked: context.blocked,
    });
    if (!wanted) return null;
    const { target } = context.policy;
    if (request.onlyToActiveRecipient === true && (!target.isActive || target.isSuspended)) return null;
    if (request.policyAction !== undefined && request.fromUserId !== null) {
      const { viewerIsBrand, target, relation } = context.policy;
      const viewer = { userId: request.fromUserId, isAdmin: false, isBrand: viewerIsBrand };
      if (!decideAccess(request.policyAction, viewer, target, relation).allowed) return null;
    }
    if (
      request.collapseWithinHours !== undefined &&
      (await this.notifications.hasRecent(
        manager,
        request.userId,
        request.type,
        request.fromUserId,
        request.collapseWithinHours,
      ))
    ) {
      return null;
    }

    const notification: NewNotification = {
      id: randomUUID(),
      userId: request.userId,
      type: request.type,
      message: request.text(context.fromUsername),
      link: request.link,
      fromUserId: request.fromUserId,
      sourceEventId: request.sourceEventId,
      createdAt: new Date(),
    };
    if (!(await this.notifications.insert(manager, notification))) return null;
    await this.outbox.append(
      manager,
      MESSAGING_EVENTS.notificationCreated,
      notificationCreatedOf(notification),
      meta,
    );
    return notification;
  }
}
