import { randomUUID } from 'node:crypto';
import type { CallerIdentity, ServiceName } from '@boonies/contracts/common';
import type { ActionTarget, EventEnvelope } from '@boonies/contracts/events';
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

/** The event meta of one service, its name bound once: each service's `src/event-meta.ts`. */
export interface ServiceEventMeta {
  /** The events a caller's request causes (`eventMetaFor`). */
  eventMetaOf(caller: CallerIdentity, correlationId: string, actedOn?: ActedOn): EventMeta;
  /** The events another event causes carry on its correlation and actor. */
  eventMetaFrom(context: { envelope: Pick<EventEnvelope<unknown>, 'correlationId' | 'actorId'> }): EventMeta;
  /**
   * The events the service causes on its own (a schedule, a sweep, a seed): a fresh correlation unless one
   * is given, and an actor only when one is named (a sign-in, an admin command).
   */
  ownEventMeta(correlationId?: string, actorId?: string): EventMeta;
}

/** Binds `service` as the producer of every event meta the service makes, so no call site names it. */
export function bindEventMeta(service: ServiceName): ServiceEventMeta {
  const withActor = (correlationId: string, actorId: string | undefined): EventMeta =>
    actorId ? { producer: service, correlationId, actorId } : { producer: service, correlationId };
  return {
    eventMetaOf: (caller, correlationId, actedOn) => eventMetaFor(service, caller, correlationId, actedOn),
    eventMetaFrom: ({ envelope }) => withActor(envelope.correlationId, envelope.actorId),
    ownEventMeta: (correlationId = randomUUID(), actorId) => withActor(correlationId, actorId),
  };
}
