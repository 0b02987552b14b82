import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { SuspensionsHandlers } from './suspensions.handler';
import { SuspensionsService } from './suspensions.service';

/** Moderators' suspensions of accounts. */
@Module({
  imports: [SessionsModule, UsersModule],
  controllers: [SuspensionsHandlers],
  providers: [SuspensionsService],
})
export class SuspensionsModule {}
