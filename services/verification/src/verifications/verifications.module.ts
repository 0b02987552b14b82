import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { VotersModule } from '../voters/voters.module';
import { ModerationEventsHandlers } from './moderation-events.handlers';
import { PostEventsHandlers } from './post-events.handlers';
import { ReviewHandlers } from './review.handlers';
import { ReviewService } from './review.service';
import { VerificationLedger } from './verification-ledger.service';
import { VerificationsHandlers } from './verifications.handlers';
import { VerificationsService } from './verifications.service';
import { VoteCounter } from './vote-counter.service';

/**
 * Verifications of trick videos: opened from posts, voted on by standing, verified by the community rule
 * or decided by an admin, contested into the review queue, corrected when a voter is suspended.
 */
@Module({
  imports: [AccessModule, VotersModule],
  controllers: [VerificationsHandlers, ReviewHandlers],
  providers: [
    VerificationLedger,
    VoteCounter,
    VerificationsService,
    ReviewService,
    PostEventsHandlers,
    ModerationEventsHandlers,
  ],
})
export class VerificationsModule {}
