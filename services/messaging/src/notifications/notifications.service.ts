import {
  type CallerIdentity,
  type MarkedReadDto,
  NOTIFICATION_PAGE_SIZE,
  type NotificationDto,
  type NotificationPageDto,
} from '@boonies/contracts';
import { forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { counterpartVisibleSql } from '../access/counterpart-access';
import { serviceTables } from '../database/service-tables';
import { actorJson } from '../database/user-json';
import { decodeCursor, pageOf } from '../paging/page-cursor';
import { type NotificationRow, toNotificationDto } from './notification-view';

/**
 * The caller's notifications: the list (without those whose actor the access policy hides from the caller),
 * and marking them read one by one or all at once.
 */
@Injectable()
export class NotificationsService {
  private readonly sql: { first: string; after: string; markRead: string; ownerOf: string; markAll: string };

  constructor(private readonly dataSource: DataSource) {
    const t = serviceTables(dataSource);
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
      // Reading twice keeps the first reading's time.
      markRead: hydrated(`
        UPDATE ${t.notifications} SET read_at = coalesce(read_at, $3)
        WHERE id = $1 AND user_id = $2 RETURNING *`),
      ownerOf: `SELECT user_id FROM ${t.notifications} WHERE id = $1`,
      markAll: `UPDATE ${t.notifications} SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL`,
    };
  }

  async list(
    caller: CallerIdentity,
    request: { cursor?: string; limit?: number },
  ): Promise<NotificationPageDto> {
    const limit = request.limit ?? NOTIFICATION_PAGE_SIZE;
    const rows = request.cursor
      ? await this.query(this.sql.after, [caller.userId, ...positionOf(request.cursor), limit + 1])
      : await this.query(this.sql.first, [caller.userId, limit + 1]);
    const page = pageOf(rows, limit);
    return { notifications: page.rows.map(toNotificationDto), nextCursor: page.nextCursor };
  }

  /** Only the notified user marks a notification read. */
  async markRead(caller: CallerIdentity, id: string): Promise<NotificationDto> {
    const [row] = await this.query(this.sql.markRead, [id, caller.userId, new Date()]);
    if (row) return toNotificationDto(row);
    const [owner] = await this.dataSource.query<{ user_id: string }[]>(this.sql.ownerOf, [id]);
    if (!owner) throw notFound('Notification');
    throw forbidden('Only the notified user can mark a notification read');
  }

  async markAllRead(caller: CallerIdentity): Promise<MarkedReadDto> {
    // A bare UPDATE answers [rows, count] through TypeORM's query runner.
    const [, updated] = await this.dataSource.query<[unknown[], number]>(this.sql.markAll, [
      caller.userId,
      new Date(),
    ]);
    return { updated };
  }

  private query(sql: string, values: unknown[]): Promise<NotificationRow[]> {
    return this.dataSource.query<NotificationRow[]>(sql, values);
  }
}

function positionOf(cursor: string): [string, string] {
  const { createdAt, id } = decodeCursor(cursor);
  return [createdAt, id];
}
