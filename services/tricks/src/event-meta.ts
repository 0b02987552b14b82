import type { CallerIdentity } from '@boonies/contracts/common';
import type { EventMeta } from '@boonies/messaging';
import { bindEventMeta, type ActedOn } from '@boonies/platform';

/** The one place the tricks service's name goes into the metadata of the events it emits. */
export const { eventMetaOf, eventMetaFrom, ownEventMeta } = bindEventMeta('tricks');

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
