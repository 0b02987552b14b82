import type { CallerIdentity } from '@boonies/contracts/common';
import type { InboxSummaryDto } from '@boonies/contracts/messaging';
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
