import type { IsoDate } from '../common/formats';

/** One column of a table, from the service's ORM metadata. */
export interface DataMapColumnDto {
  name: string;
  type: string;
  nullable: boolean;
  primary: boolean;
}

/**
 * How a relation holds: `foreign-key` is declared in the service's entities and enforced by its schema;
 * `logical` is an id of a record the database cannot check, usually another service's, kept in step by events.
 */
export type DataMapRelationKind = 'foreign-key' | 'logical';

export interface DataMapRelationDto {
  column: string;
  references: { service: string; table: string; column: string };
  /** `foreign-key`: enforced by the schema; `logical`: an id kept in step by events. */
  kind: DataMapRelationKind;
}

export interface DataMapTableDto {
  name: string;
  columns: DataMapColumnDto[];
  relations: DataMapRelationDto[];
}

export interface DataMapStreamDto {
  name: string;
  subjects: string[];
  /** On how many NATS servers the stream is kept. */
  replicas: number;
}

/** A durable JetStream consumer through which a service reads one producer's stream. */
export interface DataMapConsumerDto {
  /** The producer's stream. */
  stream: string;
  /** The durable consumer's name, shared by every replica of the consuming service. */
  durable: string;
  /** The events of that stream the service handles. */
  subjects: string[];
}

/** A column holding links to media (images, videos); the files themselves live at those addresses. */
export interface DataMapMediaColumnDto {
  table: string;
  column: string;
}

/** A published event version being replaced by the next one (docs/events.md). */
export interface DataMapDeprecatedEventDto {
  subject: string;
  /** The day (`YYYY-MM-DD`) after which its producer no longer publishes it. */
  retiresAfter: IsoDate;
}

/** `rpc.<service>.describe`: what a running service stores, answers and announces. */
export interface ServiceDescriptionDto {
  service: string;
  /** The PostgreSQL schema holding the service's tables. */
  schema: string;
  tables: DataMapTableDto[];
  /** Request subjects the service answers. */
  handles: string[];
  /** Event subjects the service publishes. */
  publishes: string[];
  /** The subjects of `publishes` that are deprecated: still published beside their next version until retired. */
  deprecated: DataMapDeprecatedEventDto[];
  /** Event subjects the service consumes. */
  consumes: string[];
  /** The durable consumers behind `consumes`, one per producer stream. */
  consumers: DataMapConsumerDto[];
  /** The stream the service publishes into, if it publishes. */
  streams: DataMapStreamDto[];
  /** Columns holding media URLs. */
  media: DataMapMediaColumnDto[];
}

/**
 * What the gateway hears: every replica holds a plain subscription (no queue group, no durable consumer) to
 * each of these subjects, for live pushes to sockets and for dropping cached sessions.
 */
export interface GatewayDescriptionDto {
  /** Event subjects every gateway replica subscribes to (no durable consumer): live pushes, session drops. */
  listens: string[];
}

/** `GET /api/admin/data-map`: every service that answered, the names of those that did not, and the gateway. */
export interface DataMapDto {
  services: ServiceDescriptionDto[];
  /** Services that did not answer in time. */
  unavailable: string[];
  gateway: GatewayDescriptionDto;
}
