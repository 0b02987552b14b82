import { ACCOUNT_MESSAGES } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { decideAccess } from '@boonies/contracts/policy';
import { forbidden, notFound, unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { PolicyFactsRepository, policyViewerOf } from './policy-facts.repository';

/**
 * Who may read a skater's progress, score and level: the access policy's `view_progress`, asked with this
 * service's projections of the skater's account, privacy switches, follows and blocks.
 */
@Injectable()
export class ProgressAccess {
  constructor(private readonly facts: PolicyFactsRepository) {}

  /** Refuses as the policy says: 404 where the viewer may not know the skater, 403 where it is private. */
  async assertMayView(caller: CallerIdentity | undefined, ownerId: string): Promise<void> {
    const facts = await this.facts.factsAbout(ownerId, caller?.userId ?? null);
    const decision = decideAccess(
      'view_progress',
      policyViewerOf(caller, facts.viewerIsBrand),
      facts.target,
      facts.relation,
    );
    if (decision.allowed) return;
    if (decision.denial === 'not_found') throw notFound('Skater');
    if (decision.denial === 'unauthenticated') throw unauthenticated();
    throw forbidden(ACCOUNT_MESSAGES.progressPrivate);
  }
}
