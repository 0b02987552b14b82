import type { CallerIdentity } from '@boonies/contracts/common';
import { decideAccess, type PolicyRelation } from '@boonies/contracts/policy';
import {
  LEADERBOARD_SIZE,
  type LeaderboardEntryDto,
  type LeaderboardFilter,
  levelOf,
} from '@boonies/contracts/tricks';
import { Injectable } from '@nestjs/common';
import { NO_RELATION, policyViewerOf } from '../access/policy-facts.repository';
import { LeaderboardCache } from './leaderboard-cache';
import { LeaderboardRepository, type Ranking, type RankedSkater } from './leaderboard.repository';

/** The rows read so far from one ranking, in rank order; `more` while it may hold rows past the last. */
interface RankingRead {
  ranking: Ranking;
  rows: RankedSkater[];
  more: boolean;
}

/** Before (negative) or after (positive) in the ranking: higher score first, ties by id. */
function byRank(a: RankedSkater, b: RankedSkater): number {
  if (a.publicScore !== b.publicScore) return b.publicScore - a.publicScore;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/**
 * The top of the ranking by public score, as one viewer may see it: a skater is listed exactly when the
 * access policy's `list_on_leaderboard` allows it (brands are never ranked).
 *
 * Fast for the common case: the ranking every member shares (the skaters on the board for all; for admins,
 * everyone) is read once per filter and cached; each viewer adds their own candidates (themselves, the
 * skaters they follow) with one small query, and the policy then judges every row with the viewer's follows
 * and blocks, looked up for those rows only. When the policy drops rows (a block) and the shared page runs
 * short, the next page of that ranking is read past the last row, so the board still fills. The cache holds
 * only what every viewer shares, never one viewer's rows.
 */
@Injectable()
export class LeaderboardService {
  constructor(
    private readonly rankings: LeaderboardRepository,
    private readonly cache: LeaderboardCache,
  ) {}

  /**
   * `hideUnscored` leaves out skaters without a verified point: they all rank below every scored one, so
   * dropping them from the finished board is the same as never reading them.
   */
  async top(
    caller: CallerIdentity,
    filter: LeaderboardFilter = 'all',
    { hideUnscored = false }: { hideUnscored?: boolean } = {},
  ): Promise<LeaderboardEntryDto[]> {
    const relations = new Map<string, PolicyRelation>();
    const shared = await this.firstPage(caller.isAdmin ? 'everyone' : 'shared', filter);
    // One round trip for the rest: the viewer's own candidates (with their relations), the relations to the
    // shared rows, and the viewer's account.
    const [personal, viewerIsBrand] = await Promise.all([
      caller.isAdmin ? undefined : this.personalPage(filter, caller.userId, undefined, relations),
      this.rankings.isBrand(caller.userId),
      this.addRelations(caller.userId, shared.rows, relations),
    ]);
    const reads = personal ? [shared, personal] : [shared];
    const viewer = policyViewerOf(caller, viewerIsBrand);

    for (;;) {
      const candidates = new Map<string, RankedSkater>();
      for (const read of reads) for (const row of read.rows) candidates.set(row.userId, row);

      const listed = [...candidates.values()]
        .filter(
          (row) =>
            decideAccess('list_on_leaderboard', viewer, row.target, relations.get(row.userId) ?? NO_RELATION)
              .allowed,
        )
        .sort(byRank)
        .slice(0, LEADERBOARD_SIZE);

      // A ranking's unread rows all rank below its last read row: they can only matter while the board is
      // short or that last row would still make it (rare: the policy dropped shared rows, e.g. a block).
      const cutoff = listed.length === LEADERBOARD_SIZE ? listed[listed.length - 1] : undefined;
      const unfinished = reads.filter(
        (read) => read.more && (!cutoff || byRank(read.rows[read.rows.length - 1], cutoff) < 0),
      );
      if (unfinished.length === 0) {
        return (hideUnscored ? listed.filter((row) => row.publicScore > 0) : listed).map(toEntry);
      }
      await Promise.all(unfinished.map((read) => this.readOn(read, filter, caller, relations)));
    }
  }

  /** The first page of a ranking every viewer (or every admin) shares, through the cache. */
  private async firstPage(ranking: 'shared' | 'everyone', filter: LeaderboardFilter): Promise<RankingRead> {
    const rows = await this.cache.get(`${ranking}:${filter}`, () =>
      this.rankings.page(ranking, filter, LEADERBOARD_SIZE),
    );
    return { ranking, rows: [...rows], more: rows.length === LEADERBOARD_SIZE };
  }

  /** The viewer's own candidates, read each time; their rows carry how the viewer stands to them. */
  private async personalPage(
    filter: LeaderboardFilter,
    viewerId: string,
    after: RankedSkater | undefined,
    relations: Map<string, PolicyRelation>,
  ): Promise<RankingRead> {
    const rows = await this.rankings.page('personal', filter, LEADERBOARD_SIZE, viewerId, after);
    for (const row of rows) if (row.relation) relations.set(row.userId, row.relation);
    return { ranking: 'personal', rows, more: rows.length === LEADERBOARD_SIZE };
  }

  private async readOn(
    read: RankingRead,
    filter: LeaderboardFilter,
    caller: CallerIdentity,
    relations: Map<string, PolicyRelation>,
  ): Promise<void> {
    const last = read.rows[read.rows.length - 1];
    let next: RankedSkater[];
    if (read.ranking === 'personal') {
      next = (await this.personalPage(filter, caller.userId, last, relations)).rows;
    } else {
      next = await this.rankings.page(read.ranking, filter, LEADERBOARD_SIZE, undefined, last);
      await this.addRelations(caller.userId, next, relations);
    }
    read.rows.push(...next);
    read.more = next.length === LEADERBOARD_SIZE;
  }

  private async addRelations(
    viewerId: string,
    rows: readonly RankedSkater[],
    relations: Map<string, PolicyRelation>,
  ): Promise<void> {
    const unknown = rows.map((row) => row.userId).filter((id) => !relations.has(id));
    if (unknown.length === 0) return;
    for (const [userId, relation] of await this.rankings.relationsOf(viewerId, unknown)) {
      relations.set(userId, relation);
    }
  }
}

/**
 * Ranks count the rows this viewer sees, from 1 and without gaps: a skater hidden from the viewer leaves no
 * hole, which would tell that someone is there. So two viewers may see the same skater at different ranks.
 */
function toEntry(row: RankedSkater, index: number): LeaderboardEntryDto {
  const { level, levelName } = levelOf({ publicScore: row.publicScore });
  return {
    rank: index + 1,
    id: row.userId,
    username: row.username,
    displayName: row.displayName,
    avatarUrl: row.profilePicture,
    proStatus: row.proStatus,
    amateurStatus: row.amateurStatus,
    flowStatus: row.flowStatus,
    isBrand: row.target.isBrand,
    score: row.publicScore,
    level,
    levelName,
  };
}
