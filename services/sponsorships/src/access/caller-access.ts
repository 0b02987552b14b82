import type { CallerIdentity } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';

/** The events a caller's request causes name the real admin when one operates a puppet account. */
export function eventMetaOf(caller: CallerIdentity, correlationId: string): EventMeta {
  return { producer: 'sponsorships', correlationId, actorId: caller.actingAdminId ?? caller.userId };
}
