import type { CallerIdentity } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';
import { eventMetaFor, type ActedOn } from '@boonies/platform';

/** The events a caller's request causes name the real admin, and the puppet as `actingAs` in puppet mode. */
export function eventMetaOf(caller: CallerIdentity, correlationId: string, actedOn?: ActedOn): EventMeta {
  return eventMetaFor('sponsorships', caller, correlationId, actedOn);
}
