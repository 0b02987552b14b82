import { Module } from '@nestjs/common';
import { BlocksRepository } from './blocks/blocks.repository';
import { FollowRequestsRepository } from './follow-requests/follow-requests.repository';
import { FollowWrites } from './follows/follow-writes';
import { FollowsRepository } from './follows/follows.repository';
import { SocialGraphRepository } from './follows/social-graph.repository';

/** Follows, follow requests and blocks as stored, and the announced writes that change who follows whom. */
@Module({
  providers: [
    FollowsRepository,
    FollowRequestsRepository,
    BlocksRepository,
    SocialGraphRepository,
    FollowWrites,
  ],
  exports: [
    FollowsRepository,
    FollowRequestsRepository,
    BlocksRepository,
    SocialGraphRepository,
    FollowWrites,
  ],
})
export class SocialGraphModule {}
