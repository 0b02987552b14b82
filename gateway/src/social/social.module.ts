import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { BlocksController } from './blocks.controller';
import { FollowRequestsController } from './follow-requests.controller';
import { FollowsController } from './follows.controller';
import { UsersController } from './users.controller';

/** The social service's routes: profiles, search, suggestions, follows and follow requests, preferences and blocks. */
@Module({
  imports: [NatsModule],
  controllers: [UsersController, FollowsController, FollowRequestsController, BlocksController],
})
export class SocialModule {}
