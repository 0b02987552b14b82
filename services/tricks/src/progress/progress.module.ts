import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ScoresModule } from '../scores/scores.module';
import { ProgressLedger } from './progress-ledger.service';
import { ProgressHandler } from './progress.handler';
import { ProgressService } from './progress.service';
import { ProgressRepository } from './progress.repository';
import { VerificationEventsConsumer } from './verification-events.consumer';

/** Users' progress on tricks: their own changes, admins', and the verification service's decisions. */
@Module({
  imports: [ScoresModule, AccessModule],
  controllers: [ProgressHandler],
  providers: [ProgressRepository, ProgressLedger, ProgressService, VerificationEventsConsumer],
  exports: [ProgressRepository, ProgressLedger],
})
export class ProgressModule {}
