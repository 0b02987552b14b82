import type { CallerIdentity } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';
import { eventMetaFor, forbidden } from '@boonies/platform';

export { actorOf } from '@boonies/platform';

export function requireAdmin(caller: CallerIdentity, action: string): void {
  if (!caller.isAdmin) throw forbidden(`Only admins can ${action}`);
}

/** The envelope details of the events a caller's request causes (the puppet as `actingAs` in puppet mode). */
export function eventMetaOf(caller: CallerIdentity, correlationId: string): EventMeta {
  return eventMetaFor('posts', caller, correlationId);
}
