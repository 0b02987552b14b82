import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { StandingReport } from './entities/standing-report.entity';

/** A report of a post by a reporter with standing. */
export interface StandingReportOfPost {
  postId: string;
  caseId: string;
  reportId: string;
}

/**
 * The reports that hold a post's verifications contested (`standing_reports`), written in the caller's
 * transaction after the post's verifications are locked, so a report and a dismissal of the same post are
 * applied one after the other.
 */
@Injectable()
export class StandingReportsRepository {
  private readonly sql: { record: string; dismissCase: string; anyOf: string };

  constructor(dataSource: DataSource) {
    const { standingReports } = tablePaths(dataSource, { standingReports: StandingReport });
    this.sql = {
      record: `
        INSERT INTO ${standingReports} (post_id, report_id, case_id) VALUES ($1, $2, $3)
        ON CONFLICT (post_id, report_id) DO NOTHING`,
      dismissCase: `DELETE FROM ${standingReports} WHERE post_id = $1 AND case_id = $2`,
      anyOf: `SELECT 1 FROM ${standingReports} WHERE post_id = $1 LIMIT 1`,
    };
  }

  /** Keeps the report; recording it again changes nothing. */
  async record(manager: EntityManager, report: StandingReportOfPost): Promise<void> {
    await manager.query(this.sql.record, [report.postId, report.reportId, report.caseId]);
  }

  /** Forgets the reports of a dismissed case. */
  async dismissCase(manager: EntityManager, postId: string, caseId: string): Promise<void> {
    await manager.query(this.sql.dismissCase, [postId, caseId]);
  }

  /** Whether a report of the post still holds its verifications contested. */
  async anyOf(manager: EntityManager, postId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(this.sql.anyOf, [postId]);
    return rows.length > 0;
  }
}
