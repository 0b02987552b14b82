import { Module } from '@nestjs/common';
import { SocialGraphModule } from '../social-graph.module';
import { FollowRequestsHandler } from './follow-requests.handler';
import { FollowRequestsService } from './follow-requests.service';

@Module({
  imports: [SocialGraphModule],
  controllers: [FollowRequestsHandler],
  providers: [FollowRequestsService],
})
export class FollowRequestsModule {}
