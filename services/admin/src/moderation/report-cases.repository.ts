import type {
  ModeratedContentKind,
  ReportedContentDto,
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '@boonies/contracts/admin';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PEOPLE } from '../projections/entities/person.entity';
import { ReportCase } from './entities/report-case.entity';
import { Report } from './entities/report.entity';

/** The content a report is about, as the reporter saw it. */
export interface ReportedContent {
  targetType: ReportTargetType;
  contentKind: ModeratedContentKind;
  targetId: string;
  ownerId: string;
  content: ReportedContentDto;
}

/** One reporter's report in a case. */
export interface NewReport {
  id: string;
  caseId: string;
  reporterId: string;
  reason: ReportReason;
  details: string | null;
}

/** A report as the queue shows it: with the reporter's name, when known. */
export interface CaseReport {
  caseId: string;
  reporterId: string;
  reporterUsername: string | null;
  reason: ReportReason;
  details: string | null;
  createdAt: Date;
}

/** A report as the reporter's own archive holds it: what they reported, never who else did. */
export interface FiledReport {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
  createdAt: Date;
}

/** Which cases a page of the queue holds. */
export interface QueuePage {
  status: ReportStatus;
  mostReportedFirst: boolean;
  offset: number;
  limit: number;
}

interface CaseReportRow {
  case_id: string;
  reporter_id: string;
  reporter_username: string | null;
  reason: ReportReason;
  details: string | null;
  created_at: Date;
}

function toCaseReport(row: CaseReportRow): CaseReport {
  return {
    caseId: row.case_id,
    reporterId: row.reporter_id,
    reporterUsername: row.reporter_username,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at,
  };
}

/** Report cases and the reports in them. */
@Injectable()
export class ReportCasesRepository {
  private readonly sql: {
    openCase: string;
    addReport: string;
    countReport: string;
    reportsOf: string;
  };

  constructor(private readonly dataSource: DataSource) {
    const t = tablePaths(dataSource, { reportCases: ReportCase, reports: Report, people: PEOPLE });
    // Raw SQL where the partial unique indexes decide races: two first reports open one case, and a
    // reporter's second report of a case is dropped.
    this.sql = {
      // The open case of the content, made by the first report; later reports refresh its snapshot.
      openCase: `
        INSERT INTO ${t.reportCases} AS c
          (id, target_type, content_kind, target_id, owner_id, content, status, report_count,
           first_reported_at, last_reported_at)
        VALUES ($1, $2, $3, $4, $5, $6, 'open', 0, now(), now())
        ON CONFLICT (content_kind, target_id) WHERE status = 'open'
        DO UPDATE SET content = EXCLUDED.content
        RETURNING id`,
      addReport: `
        INSERT INTO ${t.reports} (id, case_id, reporter_id, reason, details, created_at)
        VALUES ($1, $2, $3, $4, $5, now())
        ON CONFLICT (case_id, reporter_id) DO NOTHING
        RETURNING id`,
      countReport: `
        UPDATE ${t.reportCases} SET report_count = report_count + 1, last_reported_at = now() WHERE id = $1`,
      reportsOf: `
        SELECT r.case_id, r.reporter_id, p.username AS reporter_username, r.reason, r.details, r.created_at
          FROM ${t.reports} r
          LEFT JOIN ${t.people} p ON p.user_id = r.reporter_id
         WHERE r.case_id = ANY($1::uuid[])
         ORDER BY r.created_at DESC, r.id DESC`,
    };
  }

  /** The content's open case, opened with `caseId` if it has none; its id. */
  async openCase(manager: EntityManager, caseId: string, reported: ReportedContent): Promise<string> {
    const [opened] = await manager.query<{ id: string }[]>(this.sql.openCase, [
      caseId,
      reported.targetType,
      reported.contentKind,
      reported.targetId,
      reported.ownerId,
      JSON.stringify(reported.content),
    ]);
    return opened!.id;
  }

  /** Adds the report and counts it in its case; `false` when this reporter already reported the case. */
  async addReport(manager: EntityManager, report: NewReport): Promise<boolean> {
    const added = await manager.query<{ id: string }[]>(this.sql.addReport, [
      report.id,
      report.caseId,
      report.reporterId,
      report.reason,
      report.details,
    ]);
    if (added.length === 0) return false;
    await manager.query(this.sql.countReport, [report.caseId]);
    return true;
  }

  /** A page of the queue: newest report first, or most reporters first. */
  queue(page: QueuePage): Promise<ReportCase[]> {
    const builder = this.dataSource.manager
      .createQueryBuilder(ReportCase, 'c')
      .where('c.status = :status', { status: page.status });
    if (page.mostReportedFirst) builder.orderBy('c.reportCount', 'DESC');
    return builder
      .addOrderBy(page.status === 'resolved' ? 'c.resolvedAt' : 'c.lastReportedAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .offset(page.offset)
      .limit(page.limit)
      .getMany();
  }

  findById(id: string): Promise<ReportCase | null> {
    return this.dataSource.manager.findOneBy(ReportCase, { id });
  }

  /** One case, locked until the transaction ends. */
  lockById(manager: EntityManager, id: string): Promise<ReportCase | null> {
    return manager.findOne(ReportCase, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether the content has an open case, read in the caller's transaction. */
  hasOpenCase(manager: EntityManager, contentKind: string, targetId: string): Promise<boolean> {
    return manager.existsBy(ReportCase, { contentKind, targetId, status: 'open' });
  }

  save(manager: EntityManager, found: ReportCase): Promise<ReportCase> {
    return manager.save(found);
  }

  /** Everyone who reported the case, read in the caller's transaction. */
  async reporterIds(manager: EntityManager, caseId: string): Promise<string[]> {
    const reports = await manager.find(Report, { select: { reporterId: true }, where: { caseId } });
    return reports.map((report) => report.reporterId);
  }

  /** The reports of each of the cases, newest first. */
  async reportsOf(caseIds: readonly string[]): Promise<CaseReport[]> {
    if (caseIds.length === 0) return [];
    const rows = await this.dataSource.query<CaseReportRow[]>(this.sql.reportsOf, [caseIds]);
    return rows.map(toCaseReport);
  }

  /** The reports `reporterId` filed, oldest first. */
  async filedBy(reporterId: string): Promise<FiledReport[]> {
    const reports = await this.dataSource.manager.find(Report, {
      where: { reporterId },
      relations: { reportCase: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return reports.map((report) => ({
      targetType: report.reportCase!.targetType,
      targetId: report.reportCase!.targetId,
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt,
    }));
  }
}
