import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ModerationController } from './moderation.controller';
import { ReportedContentReader } from './reported-content';
import { ReportsController } from './reports.controller';

/** Reporting content, and the admin panel's moderation queue. */
@Module({
  imports: [NatsModule, SessionsModule],
  controllers: [ReportsController, ModerationController],
  providers: [ReportedContentReader],
})
export class ModerationModule {}
