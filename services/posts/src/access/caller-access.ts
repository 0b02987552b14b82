import type { CallerIdentity } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';
import { eventMetaFor, type ActedOn } from '@boonies/platform';

export { actorOf } from '@boonies/platform';

/** The envelope details of the events a caller's request causes (the puppet as `actingAs` in puppet mode). */
export function eventMetaOf(caller: CallerIdentity, correlationId: string, actedOn?: ActedOn): EventMeta {
  return eventMetaFor('posts', caller, correlationId, actedOn);
}
