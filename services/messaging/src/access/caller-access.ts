import type { CallerIdentity } from '@boonies/contracts';
import type { EventContext, EventMeta } from '@boonies/messaging';

/** The person behind a request: the real admin when one operates a puppet account. */
export function actorOf(caller: CallerIdentity): string {
  return caller.actingAdminId ?? caller.userId;
}

/** The envelope details of the events a caller's request causes. */
export function eventMetaOf(caller: CallerIdentity, correlationId: string): EventMeta {
  return { producer: 'messaging', correlationId, actorId: actorOf(caller) };
}

/** The events this service causes from another event carry on its correlation and actor. */
export function eventMetaFrom({ envelope }: EventContext<object>): EventMeta {
  return { producer: 'messaging', correlationId: envelope.correlationId, actorId: envelope.actorId };
}
