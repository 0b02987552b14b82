import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { VerificationsController } from './verifications.controller';

/** The verification service's routes: tallies, votes and the admins' removal. */
@Module({
  imports: [NatsModule],
  controllers: [VerificationsController],
})
export class VerificationModule {}
