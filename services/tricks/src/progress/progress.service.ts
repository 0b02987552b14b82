import type { CallerIdentity } from '@boonies/contracts/common';
import type { ProgressDto, SetLearnedRequest, UserProgressDto } from '@boonies/contracts/tricks';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { actorOf } from '@boonies/platform';
import { eventMetaOf, progressOf } from '../event-meta';
import { ProgressLedger } from './progress-ledger.service';
import { ownerSetsLearned, requireOwner, userProgressDecision } from './progress-rules';
import { toOwnedProgressDto, toProgressDto, type OwnedProgressDto } from './progress-view';
import { ProgressRepository } from './progress.repository';

@Injectable()
export class ProgressService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly progress: ProgressRepository,
    private readonly ledger: ProgressLedger,
  ) {}

  /** Every trick the user has touched. */
  async list(userId: string): Promise<ProgressDto[]> {
    return (await this.progress.listOf(userId)).map(toProgressDto);
  }

  async listOwned(userId: string): Promise<OwnedProgressDto[]> {
    return (await this.progress.listOf(userId)).map(toOwnedProgressDto);
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
}
