import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SignUpSignals } from '../sign-up-signals/sign-up-signals';
import { UsersModule } from '../users/users.module';
import { CredentialsHandler } from './credentials.handler';
import { CredentialsService } from './credentials.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordRule } from './password-rule.service';

@Module({
  imports: [UsersModule, SessionsModule, RateLimitsModule],
  controllers: [CredentialsHandler],
  providers: [CredentialsService, PasswordHasher, PasswordRule, SignUpSignals],
  exports: [PasswordHasher, PasswordRule],
})
export class CredentialsModule {}
