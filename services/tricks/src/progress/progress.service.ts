import type { CallerIdentity, ProgressDto, SetLearnedRequest, UserProgressDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { actorOf, eventMetaOf, progressOf } from '../access/caller-access';
import { tricksTables } from '../database/tricks-tables';
import { ProgressLedger } from './progress-ledger.service';
import { ownerSetsLearned, requireOwner, userProgressDecision } from './progress-rules';
import { toOwnedProgressDto, toProgressDto, type OwnedProgressDto, type ProgressRow } from './progress-view';

@Injectable()
export class ProgressService {
  private readonly listQuery: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: ProgressLedger,
  ) {
    // Served by the (user_id, trick_id) index alone: it carries every column read here.
    this.listQuery = `
      SELECT user_id, trick_id, learned, verified, learned_at
        FROM ${tricksTables(dataSource).progress}
       WHERE user_id = $1
       ORDER BY trick_id`;
  }

  /** Every trick the user has touched. */
  async list(userId: string): Promise<ProgressDto[]> {
    return (await this.rows(userId)).map(toProgressDto);
  }

  async listOwned(userId: string): Promise<OwnedProgressDto[]> {
    return (await this.rows(userId)).map(toOwnedProgressDto);
  }

  /** `PUT /api/progress/{userId}/{trickId}`: only the owner, and never unchecking a verified trick. */
  async setLearned(
    request: SetLearnedRequest,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<ProgressDto> {
    requireOwner(caller, request.userId);
    const record = await this.dataSource.transaction((manager) =>
      this.ledger.apply(manager, {
        userId: request.userId,
        trickId: request.trickId,
        decide: ownerSetsLearned(request.learned),
        verifiedBy: null,
        meta: eventMetaOf(caller, correlationId),
      }),
    );
    return toProgressDto(record);
  }

  /** `POST /api/user-progress`: admins set any record; others only `learned` on their own. */
  async setUserProgress(
    request: UserProgressDto,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<OwnedProgressDto> {
    const decide = userProgressDecision(caller, request);
    const record = await this.dataSource.transaction((manager) =>
      this.ledger.apply(manager, {
        userId: request.userId,
        trickId: request.trickId,
        decide,
        verifiedBy: actorOf(caller),
        meta: eventMetaOf(caller, correlationId, progressOf(request.userId, request.trickId)),
      }),
    );
    return toOwnedProgressDto(record);
  }

  /** `DELETE /api/progress/{userId}` (admin). */
  async clear(userId: string, caller: CallerIdentity, correlationId: string): Promise<{ removed: number }> {
    const removed = await this.dataSource.transaction((manager) =>
      this.ledger.removeAll(
        manager,
        userId,
        eventMetaOf(caller, correlationId, {
          type: 'progress',
          id: userId,
          ownerId: userId,
          rule: 'admin',
        }),
      ),
    );
    return { removed };
  }

  private rows(userId: string): Promise<ProgressRow[]> {
    return this.dataSource.query<ProgressRow[]>(this.listQuery, [userId]);
  }
}
