import 'reflect-metadata';
import type { EventDefinition } from '@boonies/contracts';
import type { EventHandlerFunction } from '../consumer/event-subscription';
import type { PayloadType } from '../envelope/received-event.decoder';

const EVENT_HANDLER_METADATA = 'boonies:event-handler';

export interface EventHandlerRegistration<TData extends object = object> {
  definition: EventDefinition;
  payloadType: PayloadType<TData>;
}

/**
 * Declares a provider method as the handler of a domain event. The payload is validated against
 * `payloadType` first; the method runs in the transaction that records the event in the inbox.
 * One method may carry several of these (e.g. for "registered" and "updated" with the same payload).
 *
 * @example
 * @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
 * async onUserUpdated(user: UserProfileChangedV1, { manager }: EventContext<UserProfileChangedV1>) { … }
 */
export function EventHandler<TData extends object>(
  definition: EventDefinition,
  payloadType: PayloadType<TData>,
) {
  return (
    _target: object,
    _method: string | symbol,
    descriptor: TypedPropertyDescriptor<EventHandlerFunction<TData>>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) return;
    const registrations = [...eventHandlerRegistrations(handler), { definition, payloadType }];
    Reflect.defineMetadata(EVENT_HANDLER_METADATA, registrations, handler);
  };
}

export function eventHandlerRegistrations(method: unknown): EventHandlerRegistration[] {
  if (typeof method !== 'function') return [];
  return (
    (Reflect.getMetadata(EVENT_HANDLER_METADATA, method) as EventHandlerRegistration[] | undefined) ?? []
  );
}
