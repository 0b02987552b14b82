import type { CallerIdentity } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';
import { forbidden } from '@boonies/platform';

export function requireAdmin(caller: CallerIdentity, action: string): void {
  if (!caller.isAdmin) throw forbidden(`Only admins can ${action}`);
}

/** The person behind a request: the real admin when one operates a puppet account. */
export function actorOf(caller: CallerIdentity): string {
  return caller.actingAdminId ?? caller.userId;
}

/** The envelope details of the events a caller's request causes. */
export function eventMetaOf(caller: CallerIdentity, correlationId: string): EventMeta {
  return { producer: 'posts', correlationId, actorId: actorOf(caller) };
}
