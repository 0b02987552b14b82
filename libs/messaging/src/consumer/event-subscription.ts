import type { EventDefinition, EventEnvelope, EventPayloadClass } from '@boonies/contracts/events';
import type { EventRouting } from '../routing/event-routing';
import type { EntityManager } from 'typeorm';

export interface EventContext<TData> {
  envelope: EventEnvelope<TData>;
  /** The transaction that also records the event in the inbox: write the handler's effects through it. */
  manager: EntityManager;
}

export type EventHandlerFunction<TData> = (data: TData, context: EventContext<TData>) => Promise<void>;

/** One handler of one event in a consuming service. */
export interface EventSubscription<TData extends object = object> {
  /** The event, with the payload class its deliveries are validated against. */
  definition: EventDefinition<TData>;
  /** Validates deliveries against this class instead of the definition's (`EventHandlerOptions`). */
  payloadClass?: EventPayloadClass;
  /** Names the handler in logs and dead letters, e.g. `AuthorsProjection.onUserUpdated`. */
  name: string;
  /**
   * Reads the event's audit copies (`EventRouting.auditSubject`) instead of the event itself: only the
   * occurrences taken in puppet mode or with admin power, as the audit log wants them.
   */
  audited?: true;
  handle(data: TData, context: EventContext<TData>): Promise<void>;
}

/** The subject a subscription is delivered on. */
export function subscribedSubject(subscription: EventSubscription, routing: EventRouting): string {
  return subscription.audited
    ? routing.auditSubject(subscription.definition)
    : routing.subject(subscription.definition);
}
