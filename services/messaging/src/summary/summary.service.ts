import type { CallerIdentity, InboxSummaryDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { counterpartVisibleSql } from '../access/counterpart-access';
import { serviceTables } from '../database/service-tables';

/**
 * The inbox badge counts; each is answered by its partial index. Unread messages and notifications count
 * only what the inbox shows: a hidden counterpart's (gone, or a block either way) would light a badge for
 * nothing to read.
 */
@Injectable()
export class SummaryService {
  private readonly sql: string;

  constructor(private readonly dataSource: DataSource) {
    const t = serviceTables(dataSource);
    const visible = counterpartVisibleSql(t, '$1::uuid');
    this.sql = `
      SELECT
        (SELECT count(*)::int FROM ${t.messages} m
          WHERE m.recipient_id = $1 AND m.read_at IS NULL AND ${visible('m.sender_id')}) AS "unreadMessages",
        (SELECT count(*)::int FROM ${t.notifications} n
          WHERE n.user_id = $1 AND n.read_at IS NULL AND ${visible('n.from_user_id')}) AS "unreadNotifications",
        (SELECT count(*)::int FROM ${t.sponsorshipRequests} WHERE athlete_id = $1 AND status = 'pending')
          AS "pendingSponsorships"`;
  }

  async summary(caller: CallerIdentity): Promise<InboxSummaryDto> {
    const [counts] = await this.dataSource.query<InboxSummaryDto[]>(this.sql, [caller.userId]);
    return counts;
  }
}
