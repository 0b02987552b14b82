import { TrickVerificationChangedV1, VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable, Logger } from '@nestjs/common';
import { eventMetaFrom } from '../event-meta';
import { ProgressLedger } from './progress-ledger.service';
import { communityUnverifies, communityVerifies, type ProgressDecision } from './progress-rules';

/**
 * The verification service's decisions on trick videos: a verified trick becomes learned and verified for
 * the skater who posted it, an unverified one loses its verification; scores follow.
 */
@Injectable()
export class VerificationEventsConsumer {
  private readonly logger = new Logger(VerificationEventsConsumer.name);

  constructor(private readonly ledger: ProgressLedger) {}

  @EventHandler(VERIFICATION_EVENTS.trickVerified)
  onTrickVerified(data: TrickVerificationChangedV1, context: EventContext<TrickVerificationChangedV1>) {
    return this.apply(data, context, communityVerifies);
  }

  @EventHandler(VERIFICATION_EVENTS.trickUnverified)
  onTrickUnverified(data: TrickVerificationChangedV1, context: EventContext<TrickVerificationChangedV1>) {
    return this.apply(data, context, communityUnverifies);
  }

  private async apply(
    data: TrickVerificationChangedV1,
    { manager, envelope }: EventContext<TrickVerificationChangedV1>,
    decide: ProgressDecision,
  ): Promise<void> {
    try {
      await this.ledger.apply(manager, {
        userId: data.userId,
        trickId: data.trickId,
        decide,
        verifiedBy: null,
        meta: eventMetaFrom({ envelope }),
      });
    } catch (error) {
      // An unknown trick or a brand account: retrying cannot help, and nothing was written.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Ignored ${envelope.type} ${envelope.id}: ${error.message}`);
    }
  }
}
