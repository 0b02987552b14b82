import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { SuspensionsHandler } from './suspensions.handler';
import { SuspensionsService } from './suspensions.service';

/** Moderators' suspensions of accounts. */
@Module({
  imports: [SessionsModule, UsersModule],
  controllers: [SuspensionsHandler],
  providers: [SuspensionsService],
})
export class SuspensionsModule {}
