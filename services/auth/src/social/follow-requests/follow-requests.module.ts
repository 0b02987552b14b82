import { Module } from '@nestjs/common';
import { SocialGraphModule } from '../social-graph.module';
import { FollowRequestsHandlers } from './follow-requests.handler';
import { FollowRequestsService } from './follow-requests.service';

@Module({
  imports: [SocialGraphModule],
  controllers: [FollowRequestsHandlers],
  providers: [FollowRequestsService],
})
export class FollowRequestsModule {}
