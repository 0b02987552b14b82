import { EVENTS, ReportFiledV1, UserSuspensionChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { VotersRepository } from '../projections/voters.repository';
import { eventMetaOf } from './post-events.consumer';
import { VerificationLedger } from './verification-ledger.service';

/**
 * Moderation reaching verifications: a reported trick video goes before the admins, and a suspended
 * skater's votes are withdrawn, undoing what they alone verified.
 */
@Injectable()
export class ModerationEventsConsumer {
  constructor(
    private readonly voters: VotersRepository,
    private readonly ledger: VerificationLedger,
  ) {}

  @EventHandler(EVENTS.admin.reportFiled, ReportFiledV1)
  async onReportFiled(report: ReportFiledV1, context: EventContext<ReportFiledV1>): Promise<void> {
    if (report.targetType !== 'post') return;
    await this.ledger.contestPost(context.manager, report.targetId, eventMetaOf(context));
  }

  /**
   * A suspension (not a lift) counts against standing for the window, and withdraws the skater's votes:
   * every verification they voted on is recounted. Delivered again, it finds no vote left to withdraw.
   */
  @EventHandler(EVENTS.auth.userSuspensionChanged, UserSuspensionChangedV1)
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
    await this.ledger.withdrawVotesOf(manager, change.userId, eventMetaOf(context));
  }
}
