import type { EventDefinition } from '../events/event-definition';
import { SOCIAL_EVENTS } from '../social/social.events';
import { AUTH_EVENTS } from './auth.events';

/*
 * Auth's events that moved to the social service. Until their day (`retiresAfter`) auth republishes each
 * social event under its old subject with the same id (docs/events.md), so a reader sees either type for
 * one fact. Kept beside auth's events, not in the catalogue, so a reader of these depends on the two
 * producers concerned and not on every service.
 */

/** The successor's type by the type it had before the move (each definition naming a `replacedBy`). */
const CURRENT_TYPES: ReadonlyMap<string, string> = (() => {
  const successors = new Map(
    Object.values(SOCIAL_EVENTS).map((definition): [string, EventDefinition] => [
      definition.subject,
      definition,
    ]),
  );
  return new Map(
    Object.values(AUTH_EVENTS).flatMap(({ type, replacedBy }: EventDefinition) => {
      const successor = replacedBy ? successors.get(replacedBy) : undefined;
      return successor ? [[type, successor.type] as const] : [];
    }),
  );
})();

/** The type an event is known by from now on: its successor's for a moved event, its own otherwise. */
export function currentEventType(type: string): string {
  return CURRENT_TYPES.get(type) ?? type;
}

/**
 * Whether an envelope's `type` is the event `definition`, or the same event under the subject it moved from
 * or to: a reader of both producers' copies tells them apart from other events with this, never by type.
 */
export function isEventType(type: string, definition: Pick<EventDefinition, 'type'>): boolean {
  return currentEventType(type) === currentEventType(definition.type);
}

/** The auth event a social event moved from, which auth republishes until its day; none for other events. */
export function movedFrom(definition: Pick<EventDefinition, 'subject'>): EventDefinition | undefined {
  return Object.values(AUTH_EVENTS).find(
    ({ replacedBy }: EventDefinition) => replacedBy === definition.subject,
  );
}
