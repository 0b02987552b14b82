import type { CallerIdentity, InboxSummaryDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { InboxSummaryRepository } from './inbox-summary.repository';

/** The inbox badge counts of the signed-in user. */
@Injectable()
export class SummaryService {
  constructor(private readonly counts: InboxSummaryRepository) {}

  summary(caller: CallerIdentity): Promise<InboxSummaryDto> {
    return this.counts.countsFor(caller.userId);
  }
}
