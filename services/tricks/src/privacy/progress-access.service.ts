import { ACCOUNT_MESSAGES, decideAccess, type CallerIdentity } from '@boonies/contracts';
import { forbidden, notFound, unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tricksTables } from '../database/tricks-tables';
import {
  policyRelationOf,
  policyTargetOf,
  policyViewerOf,
  relationColumns,
  TARGET_FACTS_COLUMNS,
  type RelationFactsRow,
  type TargetFactsRow,
} from './policy-facts';

type AccessRow = TargetFactsRow & RelationFactsRow & { viewer_is_brand: boolean };

/**
 * Who may read a skater's progress, score and level: the access policy's `view_progress`, asked with this
 * service's projections of the skater's account, privacy switches, follows and blocks.
 */
@Injectable()
export class ProgressAccess {
  private readonly factsQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const tables = tricksTables(dataSource);
    this.factsQuery = `
      SELECT t.user_id, ${TARGET_FACTS_COLUMNS}, ${relationColumns(tables, '$2::uuid', 't.user_id')},
             COALESCE((SELECT v.is_brand FROM ${tables.leaderboardUsers} v WHERE v.user_id = $2), false)
               AS viewer_is_brand
        FROM (SELECT $1::uuid AS user_id) t
        LEFT JOIN ${tables.leaderboardUsers} u ON u.user_id = t.user_id
        LEFT JOIN ${tables.preferences} p ON p.user_id = t.user_id`;
  }

  /** Refuses as the policy says: 404 where the viewer may not know the skater, 403 where it is private. */
  async assertMayView(caller: CallerIdentity | undefined, ownerId: string): Promise<void> {
    const [facts] = await this.dataSource.query<AccessRow[]>(this.factsQuery, [
      ownerId,
      caller?.userId ?? null,
    ]);
    const decision = decideAccess(
      'view_progress',
      policyViewerOf(caller, facts.viewer_is_brand),
      policyTargetOf(facts),
      policyRelationOf(facts),
    );
    if (decision.allowed) return;
    if (decision.denial === 'not_found') throw notFound('Skater');
    if (decision.denial === 'unauthenticated') throw unauthenticated();
    throw forbidden(ACCOUNT_MESSAGES.progressPrivate);
  }
}
