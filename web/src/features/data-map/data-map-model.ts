import type {
  DataMapConsumerDto,
  DataMapDto,
  DataMapRelationDto,
  DataMapTableDto,
  ServiceDescriptionDto,
} from '@boonies/contracts/rpc';

/** Events travel from the publisher's stream to a consumer: one flow per publisher and consumer. */
export interface EventFlow {
  publisher: string;
  consumer: string;
  /** Short event names, e.g. `post-created`. */
  events: string[];
  stream: string;
  durable: string;
}

export interface RelationRow extends DataMapRelationDto {
  service: string;
  table: string;
}

export interface StreamRow {
  name: string;
  subjects: string[];
  replicas: number;
  publisher: string;
  /** Durable consumers reading the stream, by consuming service. */
  readers: string[];
}

export interface MediaRow {
  service: string;
  table: string;
  column: string;
}

const EVENT_SUBJECT = /^events\.([^.]+)\.([^.]+)\.v\d+$/;

/** `events.posts.post-created.v1` → `post-created`; anything else stays as it is. */
export function eventName(subject: string): string {
  return EVENT_SUBJECT.exec(subject)?.[2] ?? subject;
}

/** The service an event subject belongs to, read from `events.<service>.<event>.v<N>`. */
export function publisherOf(subject: string): string | undefined {
  return EVENT_SUBJECT.exec(subject)?.[1];
}

export function eventFlowsOf(services: readonly ServiceDescriptionDto[]): EventFlow[] {
  return services
    .flatMap((consumer) =>
      consumer.consumers.flatMap((reading) => flowsOfConsumer(consumer.service, reading)),
    )
    .sort((a, b) => a.publisher.localeCompare(b.publisher) || a.consumer.localeCompare(b.consumer));
}

function flowsOfConsumer(consumer: string, reading: DataMapConsumerDto): EventFlow[] {
  const byPublisher = new Map<string, string[]>();
  for (const subject of reading.subjects) {
    const publisher = publisherOf(subject);
    if (publisher) byPublisher.set(publisher, [...(byPublisher.get(publisher) ?? []), eventName(subject)]);
  }
  return [...byPublisher].map(([publisher, events]) => ({
    publisher,
    consumer,
    events,
    stream: reading.stream,
    durable: reading.durable,
  }));
}

/**
 * Every deprecated event version on the map, by subject, with the day after which its producer no longer
 * publishes it: marked wherever the subject appears, so readers still on it stand out.
 */
export function retirementsOf(services: readonly ServiceDescriptionDto[]): Map<string, string> {
  return new Map(
    services.flatMap(({ deprecated }) =>
      deprecated.map(({ subject, retiresAfter }) => [subject, retiresAfter]),
    ),
  );
}

/** How the map marks a deprecated version, in words. */
export function retirementNote(retiresAfter: string): string {
  return `deprecated, retires after ${retiresAfter}`;
}

export function relationRowsOf(services: readonly ServiceDescriptionDto[]): RelationRow[] {
  return services.flatMap(({ service, tables }) =>
    tables.flatMap((table) =>
      table.relations.map((relation) => ({ ...relation, service, table: table.name })),
    ),
  );
}

export function streamRowsOf(services: readonly ServiceDescriptionDto[]): StreamRow[] {
  return services.flatMap(({ service, streams }) =>
    streams.map((stream) => ({
      ...stream,
      publisher: service,
      readers: services
        .filter((reader) => reader.consumers.some((consumer) => consumer.stream === stream.name))
        .map((reader) => reader.service),
    })),
  );
}

export function mediaRowsOf(services: readonly ServiceDescriptionDto[]): MediaRow[] {
  return services.flatMap(({ service, media }) => media.map((column) => ({ service, ...column })));
}

export const ALL_SERVICES = 'all';

/** What the search box and the service picker leave visible. */
export interface DataMapFilter {
  query: string;
  /** A service's name, or `ALL_SERVICES`. */
  service: string;
}

/**
 * Whether a row involving `services` (a table's owner, a flow's two ends) and described by `texts` passes
 * the filter: one of its services is the one picked, and the query is in its services or its texts.
 */
export function passes(
  filter: DataMapFilter,
  services: readonly string[],
  texts: readonly string[],
): boolean {
  const inService = filter.service === ALL_SERVICES || services.includes(filter.service);
  const needle = filter.query.trim().toLowerCase();
  return (
    inService &&
    (needle === '' || [...services, ...texts].some((text) => text.toLowerCase().includes(needle)))
  );
}

/** A table passes by its service, its name, or any column's name or type. */
export function tablePasses(filter: DataMapFilter, service: string, table: DataMapTableDto): boolean {
  return passes(
    filter,
    [service],
    [table.name, ...table.columns.flatMap((column) => [column.name, column.type])],
  );
}

export function servicesOf(map: DataMapDto): string[] {
  return map.services.map(({ service }) => service);
}
