import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Block } from '../blocks/entities/block.entity';
import { Follow } from '../follows/entities/follow.entity';
import { PEOPLE } from '../people/entities/person.entity';

/** Someone the user follows, is followed by or blocked, with when. */
export interface ExportedFollow {
  userId: string;
  username: string;
  followedAt: Date;
}
export interface ExportedBlock {
  userId: string;
  username: string;
  blockedAt: Date;
}

/** The rows of Download Your Data, each already in the shape the export shows. */
@Injectable()
export class SocialExportRepository {
  private readonly sql: Record<'following' | 'followers' | 'blocks', string>;

  constructor(private readonly dataSource: DataSource) {
    const { users, follows, blocks } = tablePaths(dataSource, {
      users: PEOPLE,
      follows: Follow,
      blocks: Block,
    });
    this.sql = {
      following: `
        SELECT f.following_id AS "userId", u.username, f.created_at AS "followedAt"
          FROM ${follows} f JOIN ${users} u ON u.user_id = f.following_id
         WHERE f.follower_id = $1 ORDER BY f.created_at`,
      followers: `
        SELECT f.follower_id AS "userId", u.username, f.created_at AS "followedAt"
          FROM ${follows} f JOIN ${users} u ON u.user_id = f.follower_id
         WHERE f.following_id = $1 ORDER BY f.created_at`,
      blocks: `
        SELECT b.blocked_id AS "userId", u.username, b.created_at AS "blockedAt"
          FROM ${blocks} b JOIN ${users} u ON u.user_id = b.blocked_id
         WHERE b.blocker_id = $1 ORDER BY b.created_at`,
    };
  }

  following(userId: string): Promise<ExportedFollow[]> {
    return this.dataSource.query<ExportedFollow[]>(this.sql.following, [userId]);
  }

  followers(userId: string): Promise<ExportedFollow[]> {
    return this.dataSource.query<ExportedFollow[]>(this.sql.followers, [userId]);
  }

  /** The blocks the user made; blocks others made of the user are theirs. */
  blocks(userId: string): Promise<ExportedBlock[]> {
    return this.dataSource.query<ExportedBlock[]>(this.sql.blocks, [userId]);
  }
}
