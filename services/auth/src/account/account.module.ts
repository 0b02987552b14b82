import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountHandler } from './account.handler';
import { AccountService } from './account.service';

/** Settings → Account: change password, deactivate; and an admin's reactivation. */
@Module({
  imports: [UsersModule, SessionsModule, CredentialsModule, RateLimitsModule],
  controllers: [AccountHandler],
  providers: [AccountService],
})
export class AccountModule {}
