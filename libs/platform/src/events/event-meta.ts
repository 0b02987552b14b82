import type { CallerIdentity, ServiceName } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';

/** The person behind a request: the real admin when one operates a puppet account. */
export function actorOf(caller: CallerIdentity): string {
  return caller.actingAdminId ?? caller.userId;
}

/**
 * The envelope fields of the events a caller's request causes. In puppet mode the real admin is the actor
 * and the puppet is `actingAs`, which is what puts the event in the admin audit log.
 */
export function eventMetaFor(service: ServiceName, caller: CallerIdentity, correlationId: string): EventMeta {
  return caller.actingAdminId
    ? { producer: service, correlationId, actorId: caller.actingAdminId, actingAs: caller.userId }
    : { producer: service, correlationId, actorId: caller.userId };
}
