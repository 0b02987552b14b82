import type { CallerIdentity, InboxSummaryDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { serviceTables } from '../database/service-tables';

/** The inbox badge counts; each is answered by its partial index. */
@Injectable()
export class SummaryService {
  private readonly sql: string;

  constructor(private readonly dataSource: DataSource) {
    const t = serviceTables(dataSource);
    this.sql = `
      SELECT
        (SELECT count(*)::int FROM ${t.messages} WHERE recipient_id = $1 AND read_at IS NULL) AS "unreadMessages",
        (SELECT count(*)::int FROM ${t.notifications} WHERE user_id = $1 AND read_at IS NULL) AS "unreadNotifications",
        (SELECT count(*)::int FROM ${t.sponsorshipRequests} WHERE athlete_id = $1 AND status = 'pending')
          AS "pendingSponsorships"`;
  }

  async summary(caller: CallerIdentity): Promise<InboxSummaryDto> {
    const [counts] = await this.dataSource.query<InboxSummaryDto[]>(this.sql, [caller.userId]);
    return counts;
  }
}
