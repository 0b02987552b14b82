import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ProjectionsModule } from '../projections/projections.module';
import { VotersModule } from '../voters/voters.module';
import { ModerationEventsHandlers } from './moderation-events.consumer';
import { PostEventsHandlers } from './post-events.consumer';
import { ReviewHandlers } from './review.handler';
import { ReviewService } from './review.service';
import { VerificationLedger } from './verification-ledger.service';
import { VerificationsHandlers } from './verifications.handler';
import { VerificationsRepository } from './verifications.repository';
import { VerificationsService } from './verifications.service';
import { VoteCounter } from './vote-counter.service';
import { VotesRepository } from './votes.repository';

/**
 * Verifications of trick videos: opened from posts, voted on by standing, verified by the community rule
 * or decided by an admin, contested into the review queue, corrected when a voter is suspended.
 */
@Module({
  imports: [AccessModule, VotersModule, ProjectionsModule],
  controllers: [VerificationsHandlers, ReviewHandlers],
  providers: [
    VerificationsRepository,
    VotesRepository,
    VerificationLedger,
    VoteCounter,
    VerificationsService,
    ReviewService,
    PostEventsHandlers,
    ModerationEventsHandlers,
  ],
  exports: [VerificationsRepository, VotesRepository],
})
export class VerificationsModule {}
