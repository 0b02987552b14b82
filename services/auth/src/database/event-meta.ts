import type { CallerIdentity } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';

/** The envelope fields of an event a caller's request causes: the real admin is the actor behind a puppet. */
export function eventMeta(caller: CallerIdentity, correlationId: string): EventMeta {
  return { producer: 'auth', correlationId, actorId: caller.actingAdminId ?? caller.userId };
}
