import { type PolicyRelation, policyTarget, type PolicyTarget } from '@boonies/contracts/policy';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { BLOCKS } from '../projections/entities/block.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { HiddenPost } from '../projections/entities/hidden-post.entity';
import { PRIVACY_SETTINGS } from '../projections/entities/privacy-settings.entity';
import { VOTERS } from '../projections/entities/voter.entity';

/** What the access policy judges a viewer's look at (or vote on) a poster's trick video by. */
export interface PosterFacts {
  viewerIsBrand: boolean;
  poster: PolicyTarget;
  relation: PolicyRelation;
  postHidden: boolean;
}

interface FactsRow {
  viewer_is_brand: boolean;
  is_active: boolean;
  is_suspended: boolean;
  is_brand: boolean;
  public_profile: boolean | null;
  show_progress: boolean | null;
  show_followers: boolean | null;
  allow_messages: boolean | null;
  follows: boolean;
  viewer_blocked: boolean;
  target_blocked: boolean;
  post_hidden: boolean;
}

/**
 * The policy's facts from this service's projections of accounts, switches, follows, blocks and posts'
 * moderation marks. An account or post the projections do not know yet counts as the defaults: active,
 * public, unhidden.
 */
@Injectable()
export class AccessFactsRepository {
  private readonly factsQuery: string;

  constructor(dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      voters: VOTERS,
      privacySettings: PRIVACY_SETTINGS,
      follows: FOLLOWS,
      blocks: BLOCKS,
      hiddenPosts: HiddenPost,
    });
    this.factsQuery = `
      SELECT coalesce(v.is_brand, false) AS viewer_is_brand,
             coalesce(a.is_active, true) AS is_active,
             coalesce(a.suspended_until > now(), false) AS is_suspended,
             coalesce(a.is_brand, false) AS is_brand,
             p.public_profile, p.show_progress, p.show_followers, p.allow_messages,
             EXISTS (SELECT 1 FROM ${t.follows} f
                     WHERE f.follower_id = $1 AND f.following_id = $2 AND f.is_following) AS follows,
             EXISTS (SELECT 1 FROM ${t.blocks} b
                     WHERE b.blocker_id = $1 AND b.blocked_id = $2 AND b.is_blocking) AS viewer_blocked,
             EXISTS (SELECT 1 FROM ${t.blocks} b
                     WHERE b.blocker_id = $2 AND b.blocked_id = $1 AND b.is_blocking) AS target_blocked,
             coalesce(h.is_hidden, false) AS post_hidden
      FROM (VALUES (1)) AS one
      LEFT JOIN ${t.voters} a ON a.user_id = $2
      LEFT JOIN ${t.voters} v ON v.user_id = $1
      LEFT JOIN ${t.privacySettings} p ON p.user_id = $2
      LEFT JOIN ${t.hiddenPosts} h ON h.post_id = $3`;
  }

  /** The facts about the poster's video `postId`, as the viewer stands to the poster. */
  async factsAbout(
    manager: EntityManager,
    viewerId: string,
    posterId: string,
    postId: string,
  ): Promise<PosterFacts> {
    const [f] = await manager.query<FactsRow[]>(this.factsQuery, [viewerId, posterId, postId]);
    return {
      viewerIsBrand: f.viewer_is_brand,
      poster: policyTarget({
        userId: posterId,
        isActive: f.is_active,
        isSuspended: f.is_suspended,
        isBrand: f.is_brand,
        publicProfile: f.public_profile,
        showProgress: f.show_progress,
        showFollowers: f.show_followers,
        allowMessages: f.allow_messages,
      }),
      relation: {
        viewerFollowsTarget: f.follows,
        viewerBlockedTarget: f.viewer_blocked,
        targetBlockedViewer: f.target_blocked,
      },
      postHidden: f.post_hidden,
    };
  }
}
