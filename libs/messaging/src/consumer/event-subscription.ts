import type { EventDefinition, EventEnvelope } from '@boonies/contracts';
import type { EntityManager } from 'typeorm';
import type { PayloadType } from '../envelope/received-event.decoder';

export interface EventContext<TData> {
  envelope: EventEnvelope<TData>;
  /** The transaction that also records the event in the inbox: write the handler's effects through it. */
  manager: EntityManager;
}

export type EventHandlerFunction<TData> = (data: TData, context: EventContext<TData>) => Promise<void>;

/** One handler of one event in a consuming service. */
export interface EventSubscription<TData extends object = object> {
  definition: EventDefinition;
  payloadType: PayloadType<TData>;
  /** Names the handler in logs and dead letters, e.g. `AuthorsProjection.onUserUpdated`. */
  name: string;
  /**
   * Whether this handler wants the event, decided from the envelope alone (who acted, and how), so every
   * delivery of an event gets the same answer. It is asked before the envelope is checked, so it must only
   * read fields, never trust them. An event no handler wants is acknowledged without a check, a transaction
   * or an inbox row. Absent: every event.
   */
  appliesTo?(envelope: EventEnvelope<unknown>): boolean;
  handle(data: TData, context: EventContext<TData>): Promise<void>;
}
