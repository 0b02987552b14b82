import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { FollowsModule } from '../follows/follows.module';
import { SocialGraphModule } from '../social-graph.module';
import { BlocksHandler } from './blocks.handler';
import { BlocksService } from './blocks.service';

@Module({
  imports: [PeopleModule, FollowsModule, SocialGraphModule],
  controllers: [BlocksHandler],
  providers: [BlocksService],
})
export class BlocksModule {}
