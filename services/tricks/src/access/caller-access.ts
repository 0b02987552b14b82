import type { CallerIdentity } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';
import { eventMetaFor, type ActedOn } from '@boonies/platform';

export { actorOf } from '@boonies/platform';

/** The envelope details of the events a caller's request causes (the puppet as `actingAs` in puppet mode). */
export function eventMetaOf(caller: CallerIdentity, correlationId: string, actedOn?: ActedOn): EventMeta {
  return eventMetaFor('tricks', caller, correlationId, actedOn);
}

/** Each trick an admin adds or edits is one entry of the audit log: the catalogue belongs to no one. */
export function catalogueEditMeta(
  caller: CallerIdentity,
  correlationId: string,
): (trickId: string) => EventMeta {
  return (trickId) =>
    eventMetaOf(caller, correlationId, { type: 'trick', id: trickId, ownerId: null, rule: 'admin' });
}

/** One user's record of one trick, as the audit log names it; an admin may set anyone's. */
export function progressOf(userId: string, trickId: string): ActedOn {
  return { type: 'progress', id: `${userId}/${trickId}`, ownerId: userId, rule: 'owner-or-admin' };
}
