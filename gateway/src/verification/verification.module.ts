import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { VerificationReviewController } from './verification-review.controller';
import { VerificationsController } from './verifications.controller';

/** The verification service's routes: tallies, votes, standing, and the admins' review and removal. */
@Module({
  imports: [NatsModule],
  controllers: [VerificationsController, VerificationReviewController],
})
export class VerificationModule {}
