import type { ServiceName } from '../services';

/** Never set at runtime: a type-only slot that ties a definition to its payload. */
declare const payloadOfEvent: unique symbol;

/**
 * One domain event: the subject it travels on, the `type` and `version` its envelope carries, and (as a
 * type only) its payload. `Outbox.append` and `@EventHandler` read the payload from here, so a producer and
 * its consumers cannot disagree about it and still compile.
 */
export interface EventDefinition<Payload extends object = object> {
  readonly subject: string;
  readonly type: string;
  readonly version: number;
  readonly [payloadOfEvent]?: Payload;
}

/** The payload type of an event definition, e.g. `EventPayload<typeof EVENTS.auth.followed>`. */
export type EventPayload<Definition> = Definition extends EventDefinition<infer Payload> ? Payload : never;

/**
 * Defines the event `name` (kebab-case) of `producer` at `version`: subject
 * `events.<producer>.<name>.v<version>` (captured by the producer's stream) and type `<producer>.<name>`.
 */
export function defineEvent<Payload extends object>(
  producer: ServiceName,
  name: string,
  version: number,
): EventDefinition<Payload> {
  return { subject: `events.${producer}.${name}.v${version}`, type: `${producer}.${name}`, version };
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
): EventDefinition<Payload> {
  return {
    ...defineEvent<Payload>(producer, name, version),
    subject: `events.${producer}.busy.${name}.v${version}`,
  };
}
