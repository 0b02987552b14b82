import { Module } from '@nestjs/common';
import { FollowRequestsHandlers } from './follow-requests.handlers';
import { FollowRequestsService } from './follow-requests.service';

@Module({
  controllers: [FollowRequestsHandlers],
  providers: [FollowRequestsService],
})
export class FollowRequestsModule {}
