import { ADMIN_EVENTS, ReportFiledV1, ReportResolvedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS, UserSuspensionChangedV1 } from '@boonies/contracts/auth';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { VotersRepository } from '../projections/voters.repository';
import { eventMetaFrom } from '../event-meta';
import { ReportContests } from './report-contests.service';
import { VerificationLedger } from './verification-ledger.service';

/**
 * Moderation reaching verifications: a trick video reported by a skater with standing goes before the
 * admins until the report is dismissed, and a suspended skater's votes are withdrawn, undoing what they
 * alone verified.
 */
@Injectable()
export class ModerationEventsConsumer {
  constructor(
    private readonly voters: VotersRepository,
    private readonly ledger: VerificationLedger,
    private readonly reportContests: ReportContests,
  ) {}

  @EventHandler(ADMIN_EVENTS.reportFiled)
  async onReportFiled(report: ReportFiledV1, context: EventContext<ReportFiledV1>): Promise<void> {
    if (report.targetType !== 'post') return;
    await this.reportContests.filed(
      context.manager,
      {
        postId: report.targetId,
        caseId: report.caseId,
        reportId: report.reportId,
        reporterId: report.reporterId,
      },
      eventMetaFrom(context),
    );
  }

  /**
   * Only a dismissal releases: a report the moderators upheld (content hidden, author warned or suspended)
   * leaves the verifications for the admins' review.
   */
  @EventHandler(ADMIN_EVENTS.reportResolved)
  async onReportResolved(
    resolution: ReportResolvedV1,
    context: EventContext<ReportResolvedV1>,
  ): Promise<void> {
    if (resolution.targetType !== 'post' || resolution.action !== 'dismiss') return;
    await this.reportContests.dismissed(
      context.manager,
      resolution.targetId,
      resolution.caseId,
      eventMetaFrom(context),
    );
  }

  /**
   * A suspension (not a lift) counts against standing for the window, and withdraws the skater's votes:
   * every verification they voted on is recounted. Delivered again, it finds no vote left to withdraw.
   */
  @EventHandler(AUTH_EVENTS.userSuspensionChanged)
  async onSuspensionChanged(
    change: UserSuspensionChangedV1,
    context: EventContext<UserSuspensionChangedV1>,
  ): Promise<void> {
    if (!change.suspendedUntil) return;
    const { manager, envelope } = context;
    await this.voters.recordSuspension(
      manager,
      envelope.id,
      change.userId,
      envelope.occurredAt,
      change.suspendedUntil,
    );
    await this.ledger.withdrawVotesOf(manager, change.userId, eventMetaFrom(context));
  }
}
