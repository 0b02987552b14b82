import type { ServiceName } from '../common/services';

/** A payload class: its class-validator decorators are the payload's validation and its published schema. */
export type EventPayloadClass<Payload extends object = object> = abstract new (...args: never[]) => Payload;

/**
 * One domain event: the subject it travels on, the `type` and `version` its envelope carries, and its payload
 * class. `Outbox.append` and `@EventHandler` read the payload type from here, so a producer and its consumers
 * cannot disagree about it and still compile; the event catalogue reads the class for the payload's schema.
 */
export interface EventDefinition<Payload extends object = object> {
  readonly subject: string;
  readonly type: string;
  readonly version: number;
  /** Not enumerable: a definition serializes as its subject, type and version, as it travels. */
  readonly payloadClass: EventPayloadClass<Payload>;
  /**
   * Set on a version being replaced by the next (docs/events.md): the day after which its producer stops
   * publishing it. Not enumerable either.
   */
  readonly retiresAfter?: string;
  /**
   * The subject that carries the same facts once this one retires, when it is not this event's next version:
   * the event moved to another producer. Not enumerable either.
   */
  readonly replacedBy?: string;
}

/** How a definition is published beyond its name: a deprecated version's retirement day (`YYYY-MM-DD`). */
export interface EventOptions {
  retiresAfter?: `${number}-${number}-${number}`;
  /** The successor's definition when the event moved to another producer (read its subject instead). */
  replacedBy?: EventDefinition;
}

/** The payload type of an event definition, e.g. `EventPayload<typeof EVENTS.auth.followed>`. */
export type EventPayload<Definition> = Definition extends EventDefinition<infer Payload> ? Payload : never;

/**
 * Defines the event `name` (kebab-case) of `producer` at `version` with its payload class: subject
 * `events.<producer>.<name>.v<version>` (captured by the producer's stream) and type `<producer>.<name>`.
 */
export function defineEvent<Payload extends object>(
  producer: ServiceName,
  name: string,
  version: number,
  payloadClass: EventPayloadClass<Payload>,
  options: EventOptions = {},
): EventDefinition<Payload> {
  const subject = `events.${producer}.${name}.v${version}`;
  return definition(subject, `${producer}.${name}`, version, payloadClass, options);
}

/**
 * Defines an event that comes with a skater's every tap and that few services read (a reaction): it travels
 * one level below its producer's other events, on `events.<producer>.busy.<name>.v<version>`. A service
 * reading several of those is delivered them by one filter for the stream's four-token subjects
 * (`events.<producer>.*.*`), which a busy event's five tokens keep it out of; its readers name it.
 */
export function defineBusyEvent<Payload extends object>(
  producer: ServiceName,
  name: string,
  version: number,
  payloadClass: EventPayloadClass<Payload>,
  options: EventOptions = {},
): EventDefinition<Payload> {
  const subject = `events.${producer}.busy.${name}.v${version}`;
  return definition(subject, `${producer}.${name}`, version, payloadClass, options);
}

function definition<Payload extends object>(
  subject: string,
  type: string,
  version: number,
  payloadClass: EventPayloadClass<Payload>,
  { retiresAfter, replacedBy }: EventOptions,
): EventDefinition<Payload> {
  return Object.defineProperties(
    { subject, type, version },
    {
      payloadClass: { value: payloadClass, enumerable: false },
      ...(retiresAfter ? { retiresAfter: { value: retiresAfter, enumerable: false } } : {}),
      ...(replacedBy ? { replacedBy: { value: replacedBy.subject, enumerable: false } } : {}),
    },
  ) as EventDefinition<Payload>;
}
