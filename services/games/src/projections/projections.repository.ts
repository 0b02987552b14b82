import type { MediaDto } from '@boonies/contracts/media';
import type { UserSummaryDto } from '@boonies/contracts/social';
import { mediaJsonSql, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ClipVerification, TrickName, TrickVideo } from './entities/clip-facts.entity';
import { MEDIA } from './entities/media.entity';
import { USERS } from './entities/user.entity';
import type { CommunityTally } from '../rules/game-state';
import { USER_SUMMARY_COLUMNS } from './user-summary.sql';

/** A trick video of this service's copy of the posts. */
export interface TrickVideoFacts {
  userId: string;
  trickIds: string[];
  postedAt: Date;
}

/** What a game shows of a trick video's clip: the pasted link, or the upload (processing until ready). */
export interface ClipMedia {
  videoUrl: string | null;
  media: MediaDto | null;
}

/** Reads of this service's copies of the others' facts, and the verification writes a plain upsert cannot make. */
@Injectable()
export class ProjectionsRepository {
  private readonly t;

  constructor(dataSource: DataSource) {
    this.t = tablePaths(dataSource, {
      users: USERS,
      trickNames: TrickName,
      trickVideos: TrickVideo,
      verifications: ClipVerification,
      media: MEDIA,
    });
  }

  async userSummaries(manager: EntityManager, userIds: readonly string[]): Promise<UserSummaryDto[]> {
    return manager.query<UserSummaryDto[]>(
      `SELECT ${USER_SUMMARY_COLUMNS('u')} FROM ${this.t.users} u WHERE u.user_id = ANY($1::uuid[])`,
      [userIds],
    );
  }

  async trickNames(manager: EntityManager, trickIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await manager.query<{ trickId: string; name: string }[]>(
      `SELECT trick_id AS "trickId", name FROM ${this.t.trickNames} WHERE trick_id = ANY($1::text[])`,
      [trickIds],
    );
    return new Map(rows.map((row) => [row.trickId, row.name]));
  }

  async clipMedia(manager: EntityManager, postIds: readonly string[]): Promise<Map<string, ClipMedia>> {
    const rows = await manager.query<(ClipMedia & { postId: string })[]>(
      `SELECT v.post_id AS "postId", v.video_url AS "videoUrl", ${mediaJsonSql('m')} AS media
         FROM ${this.t.trickVideos} v LEFT JOIN ${this.t.media} m ON m.media_id = v.media_id
        WHERE v.post_id = ANY($1::uuid[])`,
      [postIds],
    );
    return new Map(rows.map(({ postId, videoUrl, media }) => [postId, { videoUrl, media }]));
  }

  async trickVideo(manager: EntityManager, postId: string): Promise<TrickVideoFacts | null> {
    const [video] = await manager.query<TrickVideoFacts[]>(
      `SELECT user_id AS "userId", trick_ids AS "trickIds", created_at AS "postedAt"
         FROM ${this.t.trickVideos} WHERE post_id = $1`,
      [postId],
    );
    return video ?? null;
  }

  /** What the community verification last said of the trick in the video, if anything. */
  async tally(manager: EntityManager, postId: string, trickId: string): Promise<CommunityTally | null> {
    const [tally] = await manager.query<CommunityTally[]>(
      `SELECT is_verified AS "isVerified", rejected, weighted_for AS "weightedFor",
              weighted_against AS "weightedAgainst"
         FROM ${this.t.verifications} WHERE post_id = $1 AND trick_id = $2`,
      [postId, trickId],
    );
    return tally ?? null;
  }

  /** An admin's final word on a trick in a video: replaces the verdict whatever the tally's revision. */
  async decideVerification(
    manager: EntityManager,
    postId: string,
    trickId: string,
    verdict: { isVerified: boolean; rejected: boolean },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO ${this.t.verifications}
         (post_id, trick_id, is_verified, rejected, weighted_for, weighted_against, revision)
       VALUES ($1, $2, $3, $4, 0, 0, 0)
       ON CONFLICT (post_id, trick_id) DO UPDATE SET is_verified = EXCLUDED.is_verified, rejected = EXCLUDED.rejected`,
      [postId, trickId, verdict.isVerified, verdict.rejected],
    );
  }
}
