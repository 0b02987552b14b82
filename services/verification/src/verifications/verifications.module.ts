import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ProjectionsModule } from '../projections/projections.module';
import { VotersModule } from '../voters/voters.module';
import { ModerationEventsConsumer } from './moderation-events.consumer';
import { PostEventsConsumer } from './post-events.consumer';
import { ReportContests } from './report-contests.service';
import { ReviewHandler } from './review.handler';
import { ReviewService } from './review.service';
import { StandingReportsRepository } from './standing-reports.repository';
import { VerificationLedger } from './verification-ledger.service';
import { VerificationsHandler } from './verifications.handler';
import { VerificationsRepository } from './verifications.repository';
import { VerificationsService } from './verifications.service';
import { VoteCounter } from './vote-counter.service';
import { VotesRepository } from './votes.repository';

/**
 * Verifications of trick videos: opened from posts, voted on by standing, verified by the community rule
 * or decided by an admin, contested into the review queue (by fake votes, or a report by a skater with
 * standing until it is dismissed), corrected when a voter is suspended.
 */
@Module({
  imports: [AccessModule, VotersModule, ProjectionsModule],
  controllers: [VerificationsHandler, ReviewHandler],
  providers: [
    VerificationsRepository,
    VotesRepository,
    VerificationLedger,
    VoteCounter,
    VerificationsService,
    ReviewService,
    StandingReportsRepository,
    ReportContests,
    PostEventsConsumer,
    ModerationEventsConsumer,
  ],
  exports: [VerificationsRepository, VotesRepository],
})
export class VerificationsModule {}
