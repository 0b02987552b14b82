import type { UserSummaryDto } from '@boonies/contracts/social';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PEOPLE } from '../people/entities/person.entity';
import { summaryColumns, toUserSummary } from '../people/user-summary';
import { Block } from './entities/block.entity';

/** How many blocked users the Settings list shows; far more than anyone blocks. */
const BLOCKED_LIST_MAX = 500;

/** Who blocked whom. */
@Injectable()
export class BlocksRepository {
  private readonly tables;

  constructor(private readonly dataSource: DataSource) {
    this.tables = tablePaths(dataSource, { blocks: Block, users: PEOPLE });
  }

  /** Records the block; false when it already existed. */
  async insert(manager: EntityManager, blockerId: string, blockedId: string): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO ${this.tables.blocks} (blocker_id, blocked_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING blocker_id`,
      [blockerId, blockedId],
    );
    return inserted.length > 0;
  }

  /** Lifts the block; false when there was none. */
  async delete(manager: EntityManager, blockerId: string, blockedId: string): Promise<boolean> {
    const [, removed] = await manager.query<[unknown[], number]>(
      `DELETE FROM ${this.tables.blocks} WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocker_id`,
      [blockerId, blockedId],
    );
    return removed > 0;
  }

  /** Whom the user blocked, the latest first. */
  async blockedBy(blockerId: string): Promise<UserSummaryDto[]> {
    const rows = await this.dataSource.query<UserSummaryDto[]>(
      `SELECT ${summaryColumns('u')}
         FROM ${this.tables.blocks} b
         JOIN ${this.tables.users} u ON u.user_id = b.blocked_id
        WHERE b.blocker_id = $1
        ORDER BY b.created_at DESC, b.blocked_id
        LIMIT ${BLOCKED_LIST_MAX}`,
      [blockerId],
    );
    return rows.map(toUserSummary);
  }
}
