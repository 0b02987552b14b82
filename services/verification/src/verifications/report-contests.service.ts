import { hasStanding } from '@boonies/contracts/verification';
import type { EventMeta } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StandingService } from '../voters/standing.service';
import { VerificationLedger } from './verification-ledger.service';
import { type StandingReportOfPost, StandingReportsRepository } from './standing-reports.repository';

/** A report of a post, as the admin service announced it. */
export interface FiledReport extends StandingReportOfPost {
  reporterId: string;
}

/**
 * Reports of trick videos, weighed by standing as votes are. A report by a skater with standing contests
 * the post's verifications until its case is dismissed; one by an account without standing reaches the
 * moderators' queue (the admin service's) and changes nothing here, so a throwaway account cannot freeze
 * a verification. Each step locks the post's verifications first, so reports and dismissals of one post
 * apply one after the other.
 */
@Injectable()
export class ReportContests {
  constructor(
    private readonly reports: StandingReportsRepository,
    private readonly standing: StandingService,
    private readonly ledger: VerificationLedger,
  ) {}

  async filed(manager: EntityManager, report: FiledReport, meta: EventMeta): Promise<void> {
    const reporter = (await this.standing.ofUsers(manager, [report.reporterId])).get(report.reporterId);
    if (!reporter || !hasStanding(reporter.standing)) return;
    const locked = await this.ledger.lockPost(manager, report.postId);
    await this.reports.record(manager, report);
    await this.ledger.contestReported(manager, locked, meta);
  }

  /** A dismissed case releases the post's verifications once no standing report of it remains. */
  async dismissed(manager: EntityManager, postId: string, caseId: string, meta: EventMeta): Promise<void> {
    const locked = await this.ledger.lockPost(manager, postId);
    await this.reports.dismissCase(manager, postId, caseId);
    if (await this.reports.anyOf(manager, postId)) return;
    await this.ledger.releaseReported(manager, locked, meta);
  }
}
