import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { SuspensionsHandlers } from './suspensions.handlers';
import { SuspensionsService } from './suspensions.service';

/** Moderators' suspensions of accounts. */
@Module({
  imports: [SessionsModule],
  controllers: [SuspensionsHandlers],
  providers: [SuspensionsService],
})
export class SuspensionsModule {}
