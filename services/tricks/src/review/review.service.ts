import type { CallerIdentity } from '@boonies/contracts/common';
import {
  UNVERIFIED_LIST_SIZE,
  type UnverifiedTrickDto,
  type UserProgressQuery,
} from '@boonies/contracts/tricks';
import { actorOf, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventMetaOf, progressOf } from '../event-meta';
import { ProgressLedger } from '../progress/progress-ledger.service';
import { ProgressRepository } from '../progress/progress.repository';
import { adminVerifies } from '../progress/progress-rules';
import { toOwnedProgressDto, type OwnedProgressDto } from '../progress/progress-view';

/** The admins' queue of learned tricks awaiting verification, oldest first, and its verify action. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly progress: ProgressRepository,
    private readonly ledger: ProgressLedger,
  ) {}

  unverified({ userId }: UserProgressQuery): Promise<UnverifiedTrickDto[]> {
    return this.progress.unverified(UNVERIFIED_LIST_SIZE, userId ?? null);
  }

  async verify(progressId: string, caller: CallerIdentity, correlationId: string): Promise<OwnedProgressDto> {
    const record = await this.progress.keyOf(progressId);
    if (!record) throw notFound('Progress record');
    const verified = await this.dataSource.transaction((manager) =>
      this.ledger.apply(manager, {
        userId: record.userId,
        trickId: record.trickId,
        decide: adminVerifies,
        verifiedBy: actorOf(caller),
        meta: eventMetaOf(caller, correlationId, {
          ...progressOf(record.userId, record.trickId),
          rule: 'admin',
        }),
      }),
    );
    return toOwnedProgressDto(verified);
  }
}
