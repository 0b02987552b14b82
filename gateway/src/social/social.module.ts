import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { BlocksController } from './blocks.controller';
import { FollowsController } from './follows.controller';
import { UsersController } from './users.controller';

/** The auth service's social routes: profiles, search, suggestions, follows, preferences and blocks. */
@Module({
  imports: [NatsModule],
  controllers: [UsersController, FollowsController, BlocksController],
})
export class SocialModule {}
