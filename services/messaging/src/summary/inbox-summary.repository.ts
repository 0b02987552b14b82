import type { InboxSummaryDto } from '@boonies/contracts/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { counterpartVisibleSql } from '../access/counterpart-access.sql';
import { Message } from '../messages/entities/message.entity';
import { Notification } from '../notifications/entities/notification.entity';
import { BLOCKS } from '../projections/entities/block.entity';
import { SponsorshipRequest } from '../projections/entities/sponsorship-request.entity';
import { USERS } from '../projections/entities/user.entity';

interface InboxCountsRow {
  unread_messages: number;
  unread_notifications: number;
  pending_sponsorships: number;
}

function toInboxSummary(row: InboxCountsRow): InboxSummaryDto {
  return {
    unreadMessages: row.unread_messages,
    unreadNotifications: row.unread_notifications,
    pendingSponsorships: row.pending_sponsorships,
  };
}

/**
 * The inbox badge counts, in one statement; each is answered by its partial index. Unread messages and
 * notifications count only what the inbox shows: a hidden counterpart's (gone, or a block either way)
 * would light a badge for nothing to read.
 */
@Injectable()
export class InboxSummaryRepository {
  private readonly sql: string;

  constructor(private readonly dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      messages: Message,
      notifications: Notification,
      sponsorshipRequests: SponsorshipRequest,
      users: USERS,
      blocks: BLOCKS,
    });
    const visible = counterpartVisibleSql(t, '$1::uuid');
    this.sql = `
      SELECT
        (SELECT count(*)::int FROM ${t.messages} m
          WHERE m.recipient_id = $1 AND m.read_at IS NULL AND ${visible('m.sender_id')}) AS unread_messages,
        (SELECT count(*)::int FROM ${t.notifications} n
          WHERE n.user_id = $1 AND n.read_at IS NULL AND ${visible('n.from_user_id')}) AS unread_notifications,
        (SELECT count(*)::int FROM ${t.sponsorshipRequests} WHERE athlete_id = $1 AND status = 'pending')
          AS pending_sponsorships`;
  }

  async countsFor(userId: string): Promise<InboxSummaryDto> {
    const [row] = await this.dataSource.query<InboxCountsRow[]>(this.sql, [userId]);
    return toInboxSummary(row!);
  }
}
