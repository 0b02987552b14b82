import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Block } from '../blocks/entities/block.entity';
import { FollowRequest } from '../follow-requests/entities/follow-request.entity';
import { Follow } from './entities/follow.entity';

/** How one user stands to another. */
export interface Relation {
  /** The caller follows the other user (an approved follow). */
  isFollowing: boolean;
  /** The caller asked to follow the other user's private profile and awaits the answer. */
  requested: boolean;
  /** The caller blocked the other user. */
  callerBlocked: boolean;
  /** The other user blocked the caller. */
  blockedCaller: boolean;
}

/** Reads follows, requests and blocks between two users in one statement, and serialises changes to a pair. */
@Injectable()
export class SocialGraphRepository {
  private readonly relationQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { follows, followRequests, blocks } = tablePaths(dataSource, {
      follows: Follow,
      followRequests: FollowRequest,
      blocks: Block,
    });
    this.relationQuery = `
      SELECT EXISTS (SELECT 1 FROM ${follows} WHERE follower_id = $1 AND following_id = $2) AS "isFollowing",
             EXISTS (SELECT 1 FROM ${followRequests} WHERE requester_id = $1 AND target_id = $2) AS "requested",
             EXISTS (SELECT 1 FROM ${blocks} WHERE blocker_id = $1 AND blocked_id = $2) AS "callerBlocked",
             EXISTS (SELECT 1 FROM ${blocks} WHERE blocker_id = $2 AND blocked_id = $1) AS "blockedCaller"`;
  }

  async relation(
    callerId: string,
    otherId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Relation> {
    const [relation] = await manager.query<Relation[]>(this.relationQuery, [callerId, otherId]);
    return relation;
  }

  /**
   * Holds, until the transaction ends, every follow, request or block change between the two users,
   * whichever starts it: a follow cannot slip in beside a block that is removing follows.
   */
  async lockPair(manager: EntityManager, a: string, b: string): Promise<void> {
    const [first, second] = a < b ? [a, b] : [b, a];
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `social:${first}:${second}`,
    ]);
  }
}
