import { Module } from '@nestjs/common';
import { SessionsHandlers } from './sessions.handlers';
import { SessionsService } from './sessions.service';

@Module({
  controllers: [SessionsHandlers],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
