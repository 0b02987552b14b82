import type { CallerIdentity } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';
import { eventMetaFor, type ActedOn } from '@boonies/platform';

/** The envelope fields of an event a caller's request causes: the real admin as actor, the puppet as `actingAs`. */
export function eventMeta(caller: CallerIdentity, correlationId: string, actedOn?: ActedOn): EventMeta {
  return eventMetaFor('auth', caller, correlationId, actedOn);
}
