import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AccountController } from './account.controller';

/** Settings → Account routes, served by the auth service and, for the archive, every service. */
@Module({
  imports: [NatsModule, SessionsModule],
  controllers: [AccountController],
})
export class AccountModule {}
