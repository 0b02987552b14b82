import {
  UNVERIFIED_LIST_SIZE,
  type CallerIdentity,
  type UnverifiedTrickDto,
  type UserProgressQuery,
} from '@boonies/contracts';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { actorOf, eventMetaOf, progressOf } from '../access/caller-access';
import { tricksTables } from '../database/tricks-tables';
import { ProgressLedger } from '../progress/progress-ledger.service';
import { adminVerifies } from '../progress/progress-rules';
import { toOwnedProgressDto, type OwnedProgressDto } from '../progress/progress-view';

interface UnverifiedRow {
  id: string;
  user_id: string;
  username: string | null;
  trick_id: string;
  trick_name: string;
  resolved_points: number;
  learned_at: Date | null;
}

/** The admins' queue of learned tricks awaiting verification, oldest first, and its verify action. */
@Injectable()
export class ReviewService {
  private readonly queueQuery: string;
  private readonly recordQuery: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: ProgressLedger,
  ) {
    const { progress, tricks, leaderboardUsers } = tricksTables(dataSource);
    // Without a user, a walk of the partial index of unverified records from the oldest.
    this.queueQuery = `
      SELECT p.id, p.user_id, u.username, p.trick_id, t.name AS trick_name, t.resolved_points, p.learned_at
        FROM ${progress} p
        JOIN ${tricks} t ON t.id = p.trick_id
        LEFT JOIN ${leaderboardUsers} u ON u.user_id = p.user_id
       WHERE p.learned AND NOT p.verified AND ($2::uuid IS NULL OR p.user_id = $2::uuid)
       ORDER BY p.learned_at, p.id
       LIMIT $1`;
    this.recordQuery = `SELECT user_id, trick_id FROM ${progress} WHERE id = $1`;
  }

  async unverified({ userId }: UserProgressQuery): Promise<UnverifiedTrickDto[]> {
    const rows = await this.dataSource.query<UnverifiedRow[]>(this.queueQuery, [
      UNVERIFIED_LIST_SIZE,
      userId ?? null,
    ]);
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      username: row.username ?? '',
      trickId: row.trick_id,
      trickName: row.trick_name,
      points: row.resolved_points,
      learnedAt: row.learned_at?.toISOString() ?? null,
    }));
  }

  async verify(progressId: string, caller: CallerIdentity, correlationId: string): Promise<OwnedProgressDto> {
    const [record] = await this.dataSource.query<{ user_id: string; trick_id: string }[]>(this.recordQuery, [
      progressId,
    ]);
    if (!record) throw notFound('Progress record');
    const verified = await this.dataSource.transaction((manager) =>
      this.ledger.apply(manager, {
        userId: record.user_id,
        trickId: record.trick_id,
        decide: adminVerifies,
        verifiedBy: actorOf(caller),
        meta: eventMetaOf(caller, correlationId, {
          ...progressOf(record.user_id, record.trick_id),
          rule: 'admin',
        }),
      }),
    );
    return toOwnedProgressDto(verified);
  }
}
