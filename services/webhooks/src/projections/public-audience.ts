import { ANY_MEMBER, decideAccess, NO_RELATION, policyTarget, unheardOfTarget } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeliveryAudience } from '../deliveries/webhook-delivery.entity';
import { webhookTables } from '../database/webhook-tables';

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
  private readonly hiddenSql: string;

  constructor(private readonly dataSource: DataSource) {
    const t = webhookTables(dataSource);
    // Raw SQL: the suspension is judged by the database clock.
    this.factsSql = `
      SELECT u.user_id, u.username, u.is_active, u.is_brand,
             coalesce(u.suspended_until > now(), false) AS is_suspended,
             p.public_profile, p.show_progress
      FROM ${t.users} u LEFT JOIN ${t.privacySettings} p ON p.user_id = u.user_id
      WHERE u.user_id = ANY($1::uuid[])`;
    this.hiddenSql = `SELECT is_hidden FROM ${t.hiddenPosts} WHERE post_id = $1`;
  }

  async factsOf(userIds: readonly string[], manager?: EntityManager): Promise<Map<string, PublicFacts>> {
    const rows = await (manager ?? this.dataSource.manager).query<PublicFactsRow[]>(this.factsSql, [userIds]);
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

  /** Whether any member may see everything the delivery tells; an account never heard of is gone. */
  async mayLeave(audience: DeliveryAudience, manager?: EntityManager): Promise<boolean> {
    const facts = await this.factsOf(
      audience.users.map(({ userId }) => userId),
      manager,
    );
    let isHidden = false;
    if (audience.postId) {
      const [row] = await (manager ?? this.dataSource.manager).query<{ is_hidden: boolean }[]>(
        this.hiddenSql,
        [audience.postId],
      );
      isHidden = row?.is_hidden ?? false;
    }
    return audience.users.every(({ userId, action }) => {
      const known = facts.get(userId);
      const target = known ? policyTarget(known) : unheardOfTarget(userId);
      return decideAccess(action, ANY_MEMBER, target, NO_RELATION, { isHidden }).allowed;
    });
  }
}
