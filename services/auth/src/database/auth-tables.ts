import { tablePaths } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { PuppetProfile } from '../admin/entities/puppet-profile.entity';
import { Block } from '../social/blocks/entities/block.entity';
import { FollowRequest } from '../social/follow-requests/entities/follow-request.entity';
import { Follow } from '../social/follows/entities/follow.entity';
import { Preferences } from '../social/preferences/entities/preferences.entity';
import { Sponsorship } from '../projections/entities/sponsorship.entity';
import { UserPost } from '../projections/entities/user-post.entity';
import { UserScore } from '../projections/entities/user-score.entity';
import { User } from '../users/entities/user.entity';

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function authTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    users: User,
    follows: Follow,
    followRequests: FollowRequest,
    blocks: Block,
    preferences: Preferences,
    userScores: UserScore,
    userPosts: UserPost,
    sponsorships: Sponsorship,
  });
}

export type AuthTables = ReturnType<typeof authTables>;

/** Every entity of the service, for the DataSource. */
export const AUTH_ENTITIES = [
  User,
  Follow,
  FollowRequest,
  Block,
  Preferences,
  UserScore,
  UserPost,
  Sponsorship,
  PuppetProfile,
];
