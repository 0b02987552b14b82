import { Module } from '@nestjs/common';
import { PostEventsHandlers } from './post-events.handlers';
import { VerificationLedger } from './verification-ledger.service';
import { VerificationsHandlers } from './verifications.handlers';
import { VerificationsService } from './verifications.service';

/** Verifications of trick videos: opened from posts, voted on, verified by the community or an admin. */
@Module({
  controllers: [VerificationsHandlers],
  providers: [VerificationLedger, VerificationsService, PostEventsHandlers],
})
export class VerificationsModule {}
