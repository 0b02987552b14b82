import 'reflect-metadata';
import type { EventDefinition, EventPayloadClass } from '@boonies/contracts/events';
import type { EventHandlerFunction } from '../consumer/event-subscription';

const EVENT_HANDLER_METADATA = 'boonies:event-handler';

export interface EventHandlerOptions {
  /** Handles the event's audit copies only (`EventSubscription.audited`). */
  audited?: true;
  /**
   * Validates deliveries against this class instead of the event's own: for one handler that reads every
   * event alike and must refuse none (the admin service's audit log).
   */
  payloadClass?: EventPayloadClass;
}

export interface EventHandlerRegistration<TData extends object = object> extends EventHandlerOptions {
  definition: EventDefinition<TData>;
}

/**
 * Declares a provider method as the handler of a domain event. The payload is validated against the
 * definition's payload class first; the method runs in the transaction that records the event in the inbox.
 * One method may carry several of these (e.g. for "registered" and "updated" with the same payload).
 *
 * Typed by the definition: the method must accept the payload its producer emits, so a consumer that drifts
 * from its producer does not compile.
 *
 * @example
 * @EventHandler(EVENTS.auth.userUpdated)
 * async onUserUpdated(user: UserProfileChangedV1, { manager }: EventContext<UserProfileChangedV1>) { … }
 */
export function EventHandler<TData extends object>(
  definition: EventDefinition<TData>,
  options: EventHandlerOptions = {},
) {
  // Generic in the method's own type, so the check is "accepts this payload", not "has exactly this type".
  return <Method extends EventHandlerFunction<TData>>(
    _target: object,
    _method: string | symbol,
    descriptor: TypedPropertyDescriptor<Method>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) return;
    const registrations = [...eventHandlerRegistrations(handler), { definition, ...options }];
    Reflect.defineMetadata(EVENT_HANDLER_METADATA, registrations, handler);
  };
}

export function eventHandlerRegistrations(method: unknown): EventHandlerRegistration[] {
  if (typeof method !== 'function') return [];
  return (
    (Reflect.getMetadata(EVENT_HANDLER_METADATA, method) as EventHandlerRegistration[] | undefined) ?? []
  );
}
