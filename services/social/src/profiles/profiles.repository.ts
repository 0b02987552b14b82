import { type SponsorshipProjection, sponsorshipProjection, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { accountIsLive } from '../access/live-accounts.sql';
import { SPONSORSHIPS } from '../projections/entities/sponsorship.entity';
import { UserPost } from '../projections/entities/user-post.entity';
import { UserScore } from '../projections/entities/user-score.entity';
import { PEOPLE } from '../people/entities/person.entity';
import { Follow } from '../follows/entities/follow.entity';

/** What a profile shows beyond the account: counts, and the score projected from the tricks service. */
export interface ProfileFacts {
  followerCount: number;
  followingCount: number;
  postCount: number;
  /** Null until the tricks service has scored the account. */
  level: number | null;
  verifiedPoints: number | null;
}

/** The reads a profile gathers from follows and from the projections of posts, scores and sponsorships. */
@Injectable()
export class ProfilesRepository {
  private readonly factsQuery: string;
  private readonly sponsorships: SponsorshipProjection;

  constructor(private readonly dataSource: DataSource) {
    const tables = tablePaths(dataSource, {
      follows: Follow,
      users: PEOPLE,
      userPosts: UserPost,
      userScores: UserScore,
      sponsorships: SPONSORSHIPS,
    });
    // Counts leave deactivated and suspended accounts out, as the follow lists do.
    this.factsQuery = `
      SELECT (SELECT count(*) FROM ${tables.follows} f
                JOIN ${tables.users} fu ON fu.user_id = f.follower_id AND ${accountIsLive('fu')}
               WHERE f.following_id = $1)::int AS "followerCount",
             (SELECT count(*) FROM ${tables.follows} f
                JOIN ${tables.users} fu ON fu.user_id = f.following_id AND ${accountIsLive('fu')}
               WHERE f.follower_id = $1)::int AS "followingCount",
             (SELECT count(*) FROM ${tables.userPosts}
               WHERE user_id = $1 AND deleted_at IS NULL)::int AS "postCount",
             s.level,
             s.public_score AS "verifiedPoints"
        FROM (SELECT 1) AS one
        LEFT JOIN ${tables.userScores} s ON s.user_id = $1`;
    this.sponsorships = sponsorshipProjection(tables.sponsorships);
  }

  async facts(userId: string): Promise<ProfileFacts> {
    const [facts] = await this.dataSource.query<ProfileFacts[]>(this.factsQuery, [userId]);
    return facts;
  }

  /** Whether a sponsorship of the athlete is accepted (a sponsored athlete keeps a status). */
  isSponsored(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return this.sponsorships.isSponsored(manager, userId);
  }
}
