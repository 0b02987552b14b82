import type { InboxSummaryDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { counterpartVisibleSql } from '../access/counterpart-access.sql';
import { serviceTables } from '../database/service-tables';

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
    const t = serviceTables(dataSource);
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
