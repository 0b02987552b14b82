import {
  ANY_MEMBER,
  decideAccess,
  NO_RELATION,
  policyTarget,
  unheardOfTarget,
} from '@boonies/contracts/policy';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeliveryAudience } from '../deliveries/webhook-delivery.entity';
import { HiddenPost } from '../projections/hidden-post.entity';
import { PRIVACY_SETTINGS } from '../projections/privacy-settings.entity';
import { USERS } from '../projections/user.entity';

/** What the projections know of one account: its state, its switches, and the name a payload shows. */
export interface PublicFacts {
  userId: string;
  username: string;
  isActive: boolean;
  isSuspended: boolean;
  isBrand: boolean;
  publicProfile: boolean | null;
  showProgress: boolean | null;
}

interface PublicFactsRow {
  user_id: string;
  username: string;
  is_active: boolean;
  is_suspended: boolean;
  is_brand: boolean;
  public_profile: boolean | null;
  show_progress: boolean | null;
}

/**
 * Decides what may leave the community: the access policy asked as any member (`ANY_MEMBER`: signed in,
 * following and blocking nobody, no admin) about every skater a delivery tells of and the post it shows, on
 * this service's projections. Asked when the event is handled (no row is written for what may not leave)
 * and again before every attempt (a skater who went private, or a post hidden, since is withheld).
 */
@Injectable()
export class PublicAudience {
  private readonly factsSql: string;
  private readonly audienceSql: string;

  constructor(private readonly dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      users: USERS,
      privacySettings: PRIVACY_SETTINGS,
      hiddenPosts: HiddenPost,
    });
    // Raw SQL: the suspension is judged by the database clock.
    this.factsSql = `
      SELECT u.user_id, u.username, u.is_active, u.is_brand,
             coalesce(u.suspended_until > now(), false) AS is_suspended,
             p.public_profile, p.show_progress
      FROM ${t.users} u LEFT JOIN ${t.privacySettings} p ON p.user_id = u.user_id
      WHERE u.user_id = ANY($1::uuid[])`;
    // One round trip per check: the post's mark on every row, and a row even when no account is known.
    this.audienceSql = `
      SELECT h.post_hidden, f.*
      FROM (SELECT coalesce((SELECT is_hidden FROM ${t.hiddenPosts} WHERE post_id = $2), false) AS post_hidden) h
      LEFT JOIN (${this.factsSql}) f ON true`;
  }

  async factsOf(userIds: readonly string[], manager?: EntityManager): Promise<Map<string, PublicFacts>> {
    const rows = await (manager ?? this.dataSource.manager).query<PublicFactsRow[]>(this.factsSql, [userIds]);
    return factsByUser(rows);
  }

  /**
   * Whether any member may see everything the delivery tells; an account never heard of is gone. A delivery
   * that tells of no one and no post (a test ping) needs no look.
   */
  async mayLeave(audience: DeliveryAudience, manager?: EntityManager): Promise<boolean> {
    if (audience.users.length === 0 && !audience.postId) return true;
    const rows = await (manager ?? this.dataSource.manager).query<
      ({ post_hidden: boolean } & (PublicFactsRow | { [column in keyof PublicFactsRow]: null }))[]
    >(this.audienceSql, [audience.users.map(({ userId }) => userId), audience.postId]);
    const isHidden = rows[0]?.post_hidden ?? false;
    const facts = factsByUser(
      rows.filter((row): row is PublicFactsRow & { post_hidden: boolean } => row.user_id !== null),
    );
    return audience.users.every(({ userId, action }) => {
      const known = facts.get(userId);
      const target = known ? policyTarget(known) : unheardOfTarget(userId);
      return decideAccess(action, ANY_MEMBER, target, NO_RELATION, { isHidden }).allowed;
    });
  }
}

function factsByUser(rows: readonly PublicFactsRow[]): Map<string, PublicFacts> {
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        userId: row.user_id,
        username: row.username,
        isActive: row.is_active,
        isSuspended: row.is_suspended,
        isBrand: row.is_brand,
        publicProfile: row.public_profile,
        showProgress: row.show_progress,
      },
    ]),
  );
}
