import { EVENTS, type NotificationType } from '@boonies/contracts';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { serviceTables } from '../database/service-tables';
import { type PreferenceRow, shouldNotify, switchesOf } from './notification-rules';
import { type NewNotification, notificationCreatedOf } from './notification-view';

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
}

interface RecipientContextRow extends PreferenceRow {
  blocked: boolean;
  from_username: string | null;
}

/**
 * Creates notifications inside the transaction of the event that causes them, with the event that lets
 * the gateway push them live. Switched off, or across a block, nothing is created.
 */
@Injectable()
export class NotificationWriter {
  private readonly sql: { context: string; insert: string; lockPair: string; recent: string };

  constructor(
    dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    const t = serviceTables(dataSource);
    this.sql = {
      context: `
        SELECT p.notify_posts, p.notify_messages, p.notify_verifications, p.notify_sponsorships,
               u.username AS from_username,
               EXISTS (SELECT 1 FROM ${t.blocks} b WHERE b.active AND (
                 (b.blocker_id = $1 AND b.blocked_id = $2) OR (b.blocker_id = $2 AND b.blocked_id = $1))) AS blocked
        FROM (VALUES (1)) AS one
        LEFT JOIN ${t.preferences} p ON p.user_id = $1
        LEFT JOIN ${t.users} u ON u.user_id = $2`,
      // Serialises the notifications of one pair and type, so replicas cannot both find no recent one.
      lockPair: `SELECT pg_advisory_xact_lock(hashtext('notification:' || $1 || ':' || $2 || ':' || $3))`,
      recent: `
        SELECT 1 FROM ${t.notifications}
        WHERE user_id = $1 AND type = $2 AND from_user_id = $3
          AND created_at > now() - make_interval(hours => $4)
        LIMIT 1`,
      insert: `
        INSERT INTO ${t.notifications} (id, user_id, type, message, link, from_user_id, source_event_id, created_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
        ON CONFLICT (source_event_id) DO NOTHING
        RETURNING id`,
    };
  }

  /** The notification written, or `null` when the settings, a block or an earlier copy stopped it. */
  async notify(
    manager: EntityManager,
    request: NotificationRequest,
    meta: EventMeta,
  ): Promise<NewNotification | null> {
    const [context] = await manager.query<RecipientContextRow[]>(this.sql.context, [
      request.userId,
      request.fromUserId,
    ]);
    const wanted = shouldNotify({
      type: request.type,
      recipientId: request.userId,
      fromUserId: request.fromUserId,
      switches: switchesOf(context),
      blocked: context.blocked,
    });
    if (!wanted) return null;
    if (request.collapseWithinHours !== undefined && (await this.hasRecent(manager, request))) return null;

    const notification: NewNotification = {
      id: randomUUID(),
      userId: request.userId,
      type: request.type,
      message: request.text(context.from_username),
      link: request.link,
      fromUserId: request.fromUserId,
      sourceEventId: request.sourceEventId,
      createdAt: new Date(),
    };
    const inserted = await manager.query<{ id: string }[]>(this.sql.insert, [
      notification.id,
      notification.userId,
      notification.type,
      notification.message,
      notification.link,
      notification.fromUserId,
      notification.sourceEventId,
      notification.createdAt,
    ]);
    if (inserted.length === 0) return null;
    await this.outbox.append(
      manager,
      EVENTS.messaging.notificationCreated,
      notificationCreatedOf(notification),
      meta,
    );
    return notification;
  }

  private async hasRecent(manager: EntityManager, request: NotificationRequest): Promise<boolean> {
    const pair = [request.userId, request.type, request.fromUserId];
    await manager.query(this.sql.lockPair, pair);
    const recent = await manager.query<unknown[]>(this.sql.recent, [...pair, request.collapseWithinHours]);
    return recent.length > 0;
  }
}
