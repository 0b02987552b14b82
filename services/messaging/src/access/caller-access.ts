import type { CallerIdentity } from '@boonies/contracts';
import type { EventContext, EventMeta } from '@boonies/messaging';
import { eventMetaFor, type ActedOn } from '@boonies/platform';

export { actorOf } from '@boonies/platform';

/** The envelope details of the events a caller's request causes (the puppet as `actingAs` in puppet mode). */
export function eventMetaOf(caller: CallerIdentity, correlationId: string, actedOn?: ActedOn): EventMeta {
  return eventMetaFor('messaging', caller, correlationId, actedOn);
}

/** The events this service causes from another event carry on its correlation and actor. */
export function eventMetaFrom({ envelope }: EventContext<object>): EventMeta {
  return { producer: 'messaging', correlationId: envelope.correlationId, actorId: envelope.actorId };
}
