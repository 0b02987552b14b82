import { EVENTS } from '@boonies/contracts/catalog';
import type { ServiceName } from '@boonies/contracts/common';
import { type EventDefinition, streamName } from '@boonies/contracts/events';
import { EnvelopeShape } from '@boonies/messaging';
import { contractSchemaOf, validatedClassNamed, type ContractClass } from './contract-schemas';

/** An AsyncAPI 3.0 document, as far as the catalogue writes one. */
export interface AsyncApiDocument {
  asyncapi: '3.0.0';
  info: { title: string; version: string; description: string };
  defaultContentType: string;
  servers: Record<string, object>;
  channels: Record<string, AsyncApiChannel>;
  operations: Record<string, object>;
  components: { messages: Record<string, AsyncApiMessage>; schemas: Record<string, JsonSchema> };
}

export interface AsyncApiChannel {
  address: string;
  title: string;
  description: string;
  messages: Record<string, { $ref: string }>;
}

export interface AsyncApiMessage {
  name: string;
  title: string;
  summary: string;
  contentType: string;
  payload: JsonSchema;
  examples: { name: string; payload: object }[];
  'x-deprecated'?: true;
  'x-retires-after'?: string;
}

/** A JSON schema (draft-07, as AsyncAPI's own schema format takes it). */
export type JsonSchema = Record<string, unknown>;

/** Which in-repo services read each event subject (`@EventHandler`), and the gateway's listeners. */
export type EventReaders = ReadonlyMap<string, readonly string[]>;

const SCHEMAS = '#/components/schemas/';

const CONVENTIONS = `Every domain event of The Boonies, generated from the event definitions (\`libs/contracts/src/<service>/<service>.events.ts\`, gathered in \`libs/contracts/src/catalog/catalog.ts\`) and the validation of their payload classes. The version policy is in docs/events.md.

- **Streams.** Each producing service owns one JetStream stream, \`EVENTS_<SERVICE>\`, capturing \`events.<service>.>\`. A service writes its events into its outbox in the transaction of the change they report; the relay publishes them with the event id as \`Nats-Msg-Id\`, so a re-publish within the duplicate window is dropped.
- **Durable consumers.** A service reads each producer's stream through one durable pull consumer named after itself (explicit ack). One reading a single kind of event filters on its subject; one reading several is delivered \`events.<service>.*.*\`, which leaves out the busy events one level below (\`events.<service>.busy.<event>.v<N>\`) unless named.
- **Redelivery and idempotency.** An unacknowledged event is redelivered; a handler runs in a transaction with an inbox row keyed by the event id, so an event delivered twice is applied once. Projections also keep the source's revision (newer wins).
- **Dead letters.** An event whose handler keeps failing is stored as a dead letter after its last delivery attempt and acknowledged, so one bad event never blocks a stream; \`npm run replay-dead-letters\` replays them.
- **Audit copies.** An event taken in puppet mode or with admin power is published once more on \`events.<service>.audited.<event>.v<N>\`, same envelope; only the admin service's audit log reads those copies.
- **Gateway.** Gateway replicas hear a few events through plain subscriptions (no durable consumer) to push them to open sockets or drop cached sessions.`;

/**
 * The AsyncAPI 3.0 document of every event: a channel per subject, its message (the envelope around the
 * payload, with an example), the producer's `send` operation and a `receive` operation per known reader.
 * Schemas are read from the same class-validator rules that validate the events, by the generator of the
 * HTTP API's OpenAPI schemas.
 */
export function eventCatalogue(readers: EventReaders): AsyncApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const channels: AsyncApiDocument['channels'] = {};
  const messages: AsyncApiDocument['components']['messages'] = {};
  const operations: AsyncApiDocument['operations'] = {};
  for (const { producer, definition } of definitions()) {
    const id = eventId(definition);
    addSchema(schemas, definition.payloadClass);
    const retiring = definition.retiresAfter
      ? ` Deprecated: published until ${definition.retiresAfter}, then retired; read ${definition.replacedBy ?? `v${definition.version + 1}`}.`
      : '';
    channels[id] = {
      address: definition.subject,
      title: `${definition.type} v${definition.version}`,
      description: `In stream \`${streamName(producer)}\`; payload \`${definition.payloadClass.name}\`.${retiring}`,
      messages: { [id]: { $ref: `#/components/messages/${id}` } },
    };
    messages[id] = {
      name: id,
      title: `${definition.type} v${definition.version}`,
      summary: `${definition.payloadClass.name} in the event envelope.${retiring}`,
      contentType: 'application/json',
      payload: envelopeOf(definition),
      examples: [{ name: 'example', payload: exampleEnvelope(definition, schemas) }],
      ...(definition.retiresAfter
        ? { 'x-deprecated': true as const, 'x-retires-after': definition.retiresAfter }
        : {}),
    };
    const message = { $ref: `#/channels/${id}/messages/${id}` };
    const channel = { $ref: `#/channels/${id}` };
    operations[`${producer}.send.${id}`] = {
      action: 'send',
      channel,
      messages: [message],
      summary: `${producer} publishes it through its outbox.`,
    };
    for (const reader of readers.get(definition.subject) ?? []) {
      operations[`${reader}.receive.${id}`] = {
        action: 'receive',
        channel,
        messages: [message],
        summary:
          reader === 'gateway'
            ? 'Every gateway replica hears it through a plain subscription.'
            : `${reader} reads it through its durable consumer \`${reader}\` on \`${streamName(producer)}\`.`,
      };
    }
  }
  addSchema(schemas, EnvelopeShape);
  return {
    asyncapi: '3.0.0',
    info: { title: 'The Boonies events', version: '1', description: CONVENTIONS },
    defaultContentType: 'application/json',
    servers: {
      nats: {
        host: 'nats:4222',
        protocol: 'nats',
        description: 'The NATS JetStream cluster of a deployment; each process connects as its own user.',
      },
    },
    channels,
    operations,
    components: { messages, schemas: sortedKeys(schemas) },
  };
}

/** Every definition of the catalogue with its producer, in the catalogue's order. */
export function definitions(): { producer: ServiceName; definition: EventDefinition }[] {
  return Object.entries(EVENTS).flatMap(([producer, events]) =>
    Object.values(events).map((definition: EventDefinition) => ({
      producer: producer as ServiceName,
      definition,
    })),
  );
}

/** `auth.user-registered.v1`: a channel, message and component key (AsyncAPI keys allow dots and dashes). */
export function eventId(definition: Pick<EventDefinition, 'type' | 'version'>): string {
  return `${definition.type}.v${definition.version}`;
}

/** The envelope's schema with this event's type, version and payload. */
function envelopeOf(definition: EventDefinition): JsonSchema {
  return {
    allOf: [
      { $ref: `${SCHEMAS}${EnvelopeShape.name}` },
      {
        type: 'object',
        required: ['type', 'version', 'data'],
        properties: {
          type: { const: definition.type },
          version: { const: definition.version },
          data: { $ref: `${SCHEMAS}${definition.payloadClass.name}` },
        },
      },
    ],
  };
}

/** Adds a class's schema and those of the classes it nests. */
function addSchema(schemas: Record<string, JsonSchema>, dto: ContractClass): void {
  if (dto.name in schemas) return;
  const schema = contractSchemaOf(dto, { optionalMayBeNull: true }) as JsonSchema;
  // The envelope is open: a producer may add tracing fields its readers ignore.
  schemas[dto.name] = dto === EnvelopeShape ? { ...schema, additionalProperties: true } : schema;
  for (const [, name] of JSON.stringify(schema).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
    if (!(name! in schemas)) addSchema(schemas, validatedClassNamed(name!));
  }
}

/** A valid envelope of the event, its data an example of the payload's schema. */
function exampleEnvelope(definition: EventDefinition, schemas: Record<string, JsonSchema>): object {
  return {
    id: '0b7c6a52-5d0e-4c8f-9f55-3f1c1f3b2a10',
    type: definition.type,
    version: definition.version,
    occurredAt: '2026-05-01T17:30:00.000Z',
    producer: definition.type.split('.')[0],
    correlationId: '6f1e2d3c-4b5a-4968-8776-655443322110',
    data: exampleOf({ $ref: `${SCHEMAS}${definition.payloadClass.name}` }, schemas),
  };
}

const EXAMPLE_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const EXAMPLE_TIME = '2026-05-01T17:30:00.000Z';

/** A value that fits `schema`: the first of an enum, the lower bound of a number, one item of a list. */
function exampleOf(schema: JsonSchema, schemas: Record<string, JsonSchema>): unknown {
  if (typeof schema.$ref === 'string') return exampleOf(schemas[schema.$ref.slice(SCHEMAS.length)]!, schemas);
  if (Array.isArray(schema.allOf)) return exampleOf(schema.allOf[0] as JsonSchema, schemas);
  if (Array.isArray(schema.anyOf)) return exampleOf(schema.anyOf[0] as JsonSchema, schemas);
  if (Array.isArray(schema.oneOf)) return exampleOf(schema.oneOf[0] as JsonSchema, schemas);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.examples)) return schema.examples[0];
  if ('example' in schema) return schema.example;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([field]) => required.has(field))
          .map(([field, property]) => [field, exampleOf(property, schemas)]),
      );
    }
    case 'array': {
      const count = Math.max(1, (schema.minItems as number | undefined) ?? 1);
      return Array.from({ length: count }, () => exampleOf(schema.items as JsonSchema, schemas));
    }
    case 'integer':
    case 'number':
      return (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return exampleString(schema);
    default:
      return {};
  }
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return EXAMPLE_UUID;
  if (schema.format === 'date-time') return EXAMPLE_TIME;
  if (schema.format === 'date') return EXAMPLE_TIME.slice(0, 10);
  if (schema.format === 'uri') return 'https://example.com/a';
  if (schema.format === 'email') return 'skater@example.com';
  const length = Math.max((schema.minLength as number | undefined) ?? 1, 1);
  return 'x'.repeat(length);
}

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
