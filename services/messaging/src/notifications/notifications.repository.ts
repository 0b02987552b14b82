import type { NotificationDto, NotificationPageDto, NotificationType } from '@boonies/contracts/messaging';
import {
  type PolicyRelation,
  policyTarget,
  type PolicyTarget,
  unheardOfTarget,
} from '@boonies/contracts/policy';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { counterpartVisibleSql } from '../access/counterpart-access.sql';
import { BLOCKS } from '../projections/entities/block.entity';
import { Preference } from '../projections/entities/preference.entity';
import { USERS } from '../projections/entities/user.entity';
import { Notification } from './entities/notification.entity';
import { actorJson } from '../projections/user-json.sql';
import { pageOf, type PagePosition } from '../paging/page-cursor';
import { type NotificationSwitches, type PreferenceRow, switchesOf } from './notification-rules';
import { type NewNotification, type NotificationRow, toNotificationDto } from './notification-view';

/** A notification as its reader's own archive holds it (Download Your Data). */
export type ArchivedNotification = Pick<
  Notification,
  'id' | 'type' | 'message' | 'link' | 'fromUserId' | 'createdAt' | 'readAt'
>;

/** What deciding on a notification needs to know of its recipient and of who acted. */
export interface RecipientContext {
  switches: NotificationSwitches;
  /** A block either way between the two. */
  blocked: boolean;
  /** The acting user's username, `null` when there is none or the projection does not know them. */
  fromUsername: string | null;
  /**
   * The policy's facts, with the acting user as viewer and the recipient as target: the recipient's account
   * (an unknown one is, to the policy, gone) and the blocks each way.
   */
  policy: { viewerIsBrand: boolean; target: PolicyTarget; relation: PolicyRelation };
}

interface RecipientContextRow extends PreferenceRow {
  from_username: string | null;
  from_brand: boolean;
  recipient_known: boolean;
  recipient_active: boolean;
  recipient_suspended: boolean;
  recipient_brand: boolean;
  recipient_blocked_from: boolean;
  from_blocked_recipient: boolean;
}

/** The notifications: written from events, listed and marked read by their owner, archived for export. */
@Injectable()
export class NotificationsRepository {
  private readonly sql: {
    first: string;
    after: string;
    markRead: string;
    ownerOf: string;
    markAll: string;
    context: string;
    insert: string;
    lockPair: string;
    recent: string;
  };

  constructor(private readonly dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      notifications: Notification,
      users: USERS,
      preferences: Preference,
      blocks: BLOCKS,
    });
    // The notifications `selected` picks (a WITH query), with who acted, newest first.
    const hydrated = (selected: string) => `
      WITH selected AS (${selected})
      SELECT n.id, n.user_id, n.type, n.message, n.link, n.from_user_id, n.created_at, n.read_at,
             ${actorJson('u')} AS from_user
      FROM selected n
      LEFT JOIN ${t.users} u ON u.user_id = n.from_user_id
      ORDER BY n.created_at DESC, n.id DESC`;
    // Without what an actor the policy now hides from the reader did: gone, or a block either way.
    const actorVisible = counterpartVisibleSql(t, '$1::uuid');
    const page = (after: string, limit: string) =>
      hydrated(`SELECT * FROM ${t.notifications} n
                WHERE n.user_id = $1 ${after} AND ${actorVisible('n.from_user_id')}
                ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit}`);
    this.sql = {
      first: page('', '$2'),
      after: page('AND (n.created_at, n.id) < ($2::timestamptz, $3::uuid)', '$4'),
      // Reading twice keeps the first reading's time. One of an actor hidden from the reader is not there,
      // as in the list.
      markRead: hydrated(`
        UPDATE ${t.notifications} SET read_at = coalesce(read_at, $3)
        WHERE id = $1 AND user_id = $2 AND ${counterpartVisibleSql(t, '$2::uuid')('from_user_id')}
        RETURNING *`),
      ownerOf: `SELECT user_id AS "userId" FROM ${t.notifications} WHERE id = $1`,
      markAll: `UPDATE ${t.notifications} SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL`,
      context: `
        SELECT p.notify_posts, p.notify_messages, p.notify_mentions, p.notify_verifications,
               p.notify_sponsorships, u.username AS from_username, COALESCE(u.is_brand, false) AS from_brand,
               r.user_id IS NOT NULL AS recipient_known, COALESCE(r.is_active, false) AS recipient_active,
               COALESCE(r.suspended_until > now(), false) AS recipient_suspended,
               COALESCE(r.is_brand, false) AS recipient_brand,
               EXISTS (SELECT 1 FROM ${t.blocks} b
                        WHERE b.active AND b.blocker_id = $1 AND b.blocked_id = $2) AS recipient_blocked_from,
               EXISTS (SELECT 1 FROM ${t.blocks} b
                        WHERE b.active AND b.blocker_id = $2 AND b.blocked_id = $1) AS from_blocked_recipient
        FROM (VALUES (1)) AS one
        LEFT JOIN ${t.preferences} p ON p.user_id = $1
        LEFT JOIN ${t.users} u ON u.user_id = $2
        LEFT JOIN ${t.users} r ON r.user_id = $1`,
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

  /** A page of `userId`'s notifications after `position`, newest first. */
  async page(userId: string, position: PagePosition | null, limit: number): Promise<NotificationPageDto> {
    const rows = position
      ? await this.rows(this.sql.after, [userId, position.createdAt, position.id, limit + 1])
      : await this.rows(this.sql.first, [userId, limit + 1]);
    const page = pageOf(rows, limit);
    return { notifications: page.rows.map(toNotificationDto), nextCursor: page.nextCursor };
  }

  /** Marks the notification read if it is `userId`'s; `null` otherwise (someone else's, or none). */
  async markRead(id: string, userId: string, at: Date): Promise<NotificationDto | null> {
    const [row] = await this.rows(this.sql.markRead, [id, userId, at]);
    return row ? toNotificationDto(row) : null;
  }

  /** Whose the notification is, if it exists. */
  async ownerOf(id: string): Promise<string | null> {
    const [owner] = await this.dataSource.query<{ userId: string }[]>(this.sql.ownerOf, [id]);
    return owner?.userId ?? null;
  }

  /** Marks every unread notification of `userId` read; answers how many. */
  async markAllRead(userId: string, at: Date): Promise<number> {
    // A bare UPDATE answers [rows, count] through TypeORM's query runner.
    const [, updated] = await this.dataSource.query<[unknown[], number]>(this.sql.markAll, [userId, at]);
    return updated;
  }

  async recipientContext(
    manager: EntityManager,
    userId: string,
    fromUserId: string | null,
  ): Promise<RecipientContext> {
    const [row] = await manager.query<RecipientContextRow[]>(this.sql.context, [userId, fromUserId]);
    const target = row.recipient_known
      ? policyTarget({
          userId,
          isActive: row.recipient_active,
          isSuspended: row.recipient_suspended,
          isBrand: row.recipient_brand,
        })
      : unheardOfTarget(userId);
    return {
      switches: switchesOf(row),
      blocked: row.recipient_blocked_from || row.from_blocked_recipient,
      fromUsername: row.from_username,
      policy: {
        viewerIsBrand: row.from_brand,
        target,
        relation: {
          viewerFollowsTarget: false,
          viewerBlockedTarget: row.from_blocked_recipient,
          targetBlockedViewer: row.recipient_blocked_from,
        },
      },
    };
  }

  /**
   * Whether `userId` has a notification of `type` from `fromUserId` made within `hours`. Holds a lock on
   * the three until the transaction ends, so a concurrent writer waits and then finds this one's.
   */
  async hasRecent(
    manager: EntityManager,
    userId: string,
    type: NotificationType,
    fromUserId: string | null,
    hours: number,
  ): Promise<boolean> {
    const pair = [userId, type, fromUserId];
    await manager.query(this.sql.lockPair, pair);
    const recent = await manager.query<unknown[]>(this.sql.recent, [...pair, hours]);
    return recent.length > 0;
  }

  /** Writes the notification unless one of the same source exists; says whether it was written. */
  async insert(manager: EntityManager, notification: NewNotification): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(this.sql.insert, [
      notification.id,
      notification.userId,
      notification.type,
      notification.message,
      notification.link,
      notification.fromUserId,
      notification.sourceEventId,
      notification.createdAt,
    ]);
    return inserted.length > 0;
  }

  /** Every notification `userId` received, oldest first. */
  archiveOf(userId: string): Promise<ArchivedNotification[]> {
    return this.dataSource.manager.find(Notification, {
      select: {
        id: true,
        type: true,
        message: true,
        link: true,
        fromUserId: true,
        createdAt: true,
        readAt: true,
      },
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  private rows(sql: string, values: unknown[]): Promise<NotificationRow[]> {
    return this.dataSource.query<NotificationRow[]>(sql, values);
  }
}
