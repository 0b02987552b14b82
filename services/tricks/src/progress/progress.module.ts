import { Module } from '@nestjs/common';
import { PrivacyModule } from '../privacy/privacy.module';
import { ScoresModule } from '../scores/scores.module';
import { ProgressLedger } from './progress-ledger.service';
import { ProgressHandlers } from './progress.handlers';
import { ProgressService } from './progress.service';
import { VerificationEventsHandlers } from './verification-events.handlers';

/** Users' progress on tricks: their own changes, admins', and the verification service's decisions. */
@Module({
  imports: [ScoresModule, PrivacyModule],
  controllers: [ProgressHandlers],
  providers: [ProgressLedger, ProgressService, VerificationEventsHandlers],
  exports: [ProgressLedger],
})
export class ProgressModule {}
