import type { NotificationType } from '@boonies/contracts/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { Notification } from '../notifications/entities/notification.entity';
import { BLOCKS } from '../projections/entities/block.entity';
import { Preference } from '../projections/entities/preference.entity';
import { USERS } from '../projections/entities/user.entity';
import { PushDelivery } from './entities/push-delivery.entity';
import { PushSubscription } from './entities/push-subscription.entity';

/** A subscription as a push is sent to it. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface NewPushSubscription extends Omit<PushTarget, 'id'> {
  id: string;
  userId: string;
  sessionId: string;
  createdAt: Date;
}

/** What decides whether a push may go to a recipient about another skater's action. */
export interface PushFacts {
  /** The recipient's account is active and not suspended. */
  recipientPresent: boolean;
  /** The recipient's switches (`null`: never changed, all on). */
  switches: {
    games: boolean;
    messages: boolean;
    replies: boolean;
    verifications: boolean;
    notifyMessages: boolean;
  } | null;
  /** The actor as this service knows them; `null` when it does not (yet), which hides nothing. */
  sender: { isActive: boolean; isSuspended: boolean; username: string | null } | null;
  recipientBlockedSender: boolean;
  senderBlockedRecipient: boolean;
}

/** A notification as a push tells it. */
export interface PushedNotification {
  id: string;
  userId: string;
  type: NotificationType;
  message: string;
  link: string | null;
  fromUserId: string | null;
}

interface FactsRow {
  recipient_present: boolean;
  push_games: boolean | null;
  push_messages: boolean | null;
  push_replies: boolean | null;
  push_verifications: boolean | null;
  notify_messages: boolean | null;
  sender_known: boolean;
  sender_active: boolean | null;
  sender_suspended: boolean | null;
  sender_username: string | null;
  recipient_blocked_sender: boolean;
  sender_blocked_recipient: boolean;
}

interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  message: string;
  link: string | null;
  from_user_id: string | null;
}

/** Push subscriptions, the pushes sent, and the facts a push is decided by. */
@Injectable()
export class PushRepository {
  private readonly sql;

  constructor(private readonly dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      pushSubscriptions: PushSubscription,
      pushDeliveries: PushDelivery,
      notifications: Notification,
      users: USERS,
      preferences: Preference,
      blocks: BLOCKS,
    });
    this.sql = {
      // A device's endpoint belongs to the last account that subscribed on it.
      upsert: `INSERT INTO ${t.pushSubscriptions} (id, user_id, session_id, endpoint, p256dh, auth, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7)
               ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id,
                 p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = EXCLUDED.created_at`,
      removeOwn: `WITH gone AS (DELETE FROM ${t.pushSubscriptions} WHERE endpoint = $1 AND user_id = $2 RETURNING id)
                  SELECT id FROM gone`,
      removeSession: `DELETE FROM ${t.pushSubscriptions} WHERE session_id = $1`,
      removeById: `DELETE FROM ${t.pushSubscriptions} WHERE id = $1`,
      targets: `SELECT id, endpoint, p256dh, auth FROM ${t.pushSubscriptions} WHERE user_id = $1 ORDER BY created_at`,
      claim: `INSERT INTO ${t.pushDeliveries} (source_id, subscription_id, sent_at) VALUES ($1, $2, now())
              ON CONFLICT DO NOTHING RETURNING subscription_id`,
      notification: `SELECT id, user_id, type, message, link, from_user_id FROM ${t.notifications} WHERE id = $1`,
      facts: `
        SELECT NOT EXISTS (SELECT 1 FROM ${t.users} r
                            WHERE r.user_id = $1 AND (NOT r.is_active OR r.suspended_until > now()))
                 AS recipient_present,
               p.push_games, p.push_messages, p.push_replies, p.push_verifications, p.notify_messages,
               s.user_id IS NOT NULL AS sender_known,
               s.is_active AS sender_active,
               COALESCE(s.suspended_until > now(), false) AS sender_suspended,
               s.username AS sender_username,
               EXISTS (SELECT 1 FROM ${t.blocks} b WHERE b.active AND b.blocker_id = $1 AND b.blocked_id = $2)
                 AS recipient_blocked_sender,
               EXISTS (SELECT 1 FROM ${t.blocks} b WHERE b.active AND b.blocker_id = $2 AND b.blocked_id = $1)
                 AS sender_blocked_recipient
          FROM (SELECT 1) one
          LEFT JOIN ${t.preferences} p ON p.user_id = $1
          LEFT JOIN ${t.users} s ON s.user_id = $2`,
    };
  }

  async subscribe(subscription: NewPushSubscription): Promise<void> {
    await this.dataSource.query(this.sql.upsert, [
      subscription.id,
      subscription.userId,
      subscription.sessionId,
      subscription.endpoint,
      subscription.p256dh,
      subscription.auth,
      subscription.createdAt,
    ]);
  }

  /** Removes the user's subscription with this endpoint; says whether there was one. */
  async removeOwn(userId: string, endpoint: string): Promise<boolean> {
    const removed = await this.dataSource.query<unknown[]>(this.sql.removeOwn, [endpoint, userId]);
    return removed.length > 0;
  }

  async removeSession(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.query(this.sql.removeSession, [sessionId]);
  }

  async removeById(manager: EntityManager, id: string): Promise<void> {
    await manager.query(this.sql.removeById, [id]);
  }

  targets(manager: EntityManager, userId: string): Promise<PushTarget[]> {
    return manager.query<PushTarget[]>(this.sql.targets, [userId]);
  }

  /** Records that `sourceId` goes to the subscription; false when it already went. */
  async claim(manager: EntityManager, sourceId: string, subscriptionId: string): Promise<boolean> {
    const claimed = await manager.query<unknown[]>(this.sql.claim, [sourceId, subscriptionId]);
    return claimed.length > 0;
  }

  async notification(manager: EntityManager, id: string): Promise<PushedNotification | null> {
    const [row] = await manager.query<NotificationRow[]>(this.sql.notification, [id]);
    if (!row) return null;
    return {
      id: row.id,
      userId: row.user_id,
      type: row.type,
      message: row.message,
      link: row.link,
      fromUserId: row.from_user_id,
    };
  }

  async facts(manager: EntityManager, recipientId: string, senderId: string | null): Promise<PushFacts> {
    const [row] = await manager.query<FactsRow[]>(this.sql.facts, [recipientId, senderId]);
    return {
      recipientPresent: row.recipient_present,
      switches:
        row.push_games === null
          ? null
          : {
              games: row.push_games,
              messages: row.push_messages ?? true,
              replies: row.push_replies ?? true,
              verifications: row.push_verifications ?? true,
              notifyMessages: row.notify_messages ?? true,
            },
      sender: row.sender_known
        ? {
            isActive: row.sender_active ?? true,
            isSuspended: row.sender_suspended ?? false,
            username: row.sender_username,
          }
        : null,
      recipientBlockedSender: row.recipient_blocked_sender,
      senderBlockedRecipient: row.sender_blocked_recipient,
    };
  }
}
