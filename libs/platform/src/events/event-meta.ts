import type { ActionTarget, CallerIdentity, ServiceName } from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';

/** The person behind a request: the real admin when one operates a puppet account. */
export function actorOf(caller: CallerIdentity): string {
  return caller.actingAdminId ?? caller.userId;
}

/**
 * What a request touched, and the rule that let the caller do it: `admin` for what only an admin may do
 * (reviews, catalogue edits, message edits), `owner-or-admin` for what an admin may do in the owner's
 * stead (deleting a post); absent for what anyone may do (reacting, replying).
 */
export interface ActedOn extends ActionTarget {
  rule?: 'admin' | 'owner-or-admin';
}

/**
 * An admin (acting as themselves: a puppet session is never an admin) who did what only an admin may, or
 * overrode an owner. This one rule decides which self-acting events the audit log keeps.
 */
export function usedAdminPower(caller: CallerIdentity, { rule, ownerId }: ActedOn): boolean {
  if (!caller.isAdmin || caller.actingAdminId) return false;
  return rule === 'admin' || (rule === 'owner-or-admin' && ownerId !== caller.userId);
}

/**
 * The envelope fields of the events a caller's request causes. In puppet mode the real admin is the actor
 * and the puppet is `actingAs`; an admin using admin power is marked `asAdmin`. Either puts the event in
 * the admin audit log, with `target` naming what was touched and whose it is.
 */
export function eventMetaFor(
  service: ServiceName,
  caller: CallerIdentity,
  correlationId: string,
  actedOn?: ActedOn,
): EventMeta {
  const meta: EventMeta = caller.actingAdminId
    ? { producer: service, correlationId, actorId: caller.actingAdminId, actingAs: caller.userId }
    : { producer: service, correlationId, actorId: caller.userId };
  if (!actedOn) return meta;
  const { type, id, ownerId } = actedOn;
  return {
    ...meta,
    ...(usedAdminPower(caller, actedOn) ? { asAdmin: true as const } : {}),
    target: { type, id, ownerId },
  };
}

/**
 * The meta of the events that follow from an action (recounted scores, the per-record changes of a bulk
 * removal): the same actor and puppet, but not the admin mark nor the target, so one action is one entry.
 */
export function followOnMeta({ asAdmin: _asAdmin, target: _target, ...meta }: EventMeta): EventMeta {
  return meta;
}
