import { SERVICE_NAMES, type ServiceName } from '@boonies/contracts/common';
import {
  type EventDefinition,
  type EventEnvelope,
  isAudited,
  streamName,
  streamSubjects,
} from '@boonies/contracts/events';

/** A JetStream stream: its name, the subjects it captures and on how many servers it is kept. */
export interface StreamSpec {
  name: string;
  subjects: string[];
  replicas: number;
}

/** JetStream keeps a stream on at most five servers. */
export const MAX_STREAM_REPLICAS = 5;

const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Routing reads a definition's subject only. */
type EventSubject = Pick<EventDefinition, 'subject'>;

/** The token that puts an audit copy one level below the events of its stream. */
const AUDIT_TOKEN = 'audited';

/**
 * Where events travel: each producing service's stream and each event's subject. The default routing is
 * the one in `@boonies/contracts` (`EVENTS_<SERVICE>`, `events.<service>.…`). A namespace prefixes both,
 * so a test run gets streams and subjects of its own and never touches the real ones. Every process of a
 * deployment must agree on `streamReplicas` (one on a single NATS server, three on a three-node cluster):
 * each brings the streams it touches to it.
 */
export class EventRouting {
  readonly namespace?: string;
  readonly streamReplicas: number;

  constructor(options: { namespace?: string; streamReplicas?: number } = {}) {
    if (options.namespace !== undefined && !NAMESPACE_PATTERN.test(options.namespace)) {
      throw new Error(
        `Event namespace "${options.namespace}" may only contain letters, digits, "_" and "-".`,
      );
    }
    const replicas = options.streamReplicas ?? 1;
    if (!Number.isInteger(replicas) || replicas < 1 || replicas > MAX_STREAM_REPLICAS) {
      throw new Error(
        `Stream replicas must be a whole number from 1 to ${MAX_STREAM_REPLICAS}, not ${replicas}.`,
      );
    }
    this.namespace = options.namespace;
    this.streamReplicas = replicas;
  }

  /** The stream every event of `service` is published into. */
  stream(service: ServiceName): StreamSpec {
    return {
      name: this.namespace ? `${this.namespace}_${streamName(service)}` : streamName(service),
      subjects: [this.prefixed(streamSubjects(service))],
      replicas: this.streamReplicas,
    };
  }

  /** The subject an event is published on. */
  subject(definition: EventSubject): string {
    return this.prefixed(definition.subject);
  }

  /**
   * Where an audited event (`isAudited`) is published once more, in the same stream:
   * `events.<service>.audited.<event>.v<N>`. The audit log reads these copies and nothing else, so the
   * everyday events of skaters never reach it; the events' own readers never see the copies.
   */
  auditSubject(definition: EventSubject): string {
    const [root, service, ...rest] = definition.subject.split('.');
    return this.prefixed([root, service, AUDIT_TOKEN, ...rest].join('.'));
  }

  /** Every subject the event in `envelope` is published on: its own, then its audit copy's if audited. */
  subjectsOf(definition: EventSubject, envelope: EventEnvelope<unknown>): string[] {
    const own = this.subject(definition);
    return isAudited(envelope) ? [own, this.auditSubject(definition)] : [own];
  }

  /**
   * A consumer filter for every event of `service`'s stream but its busy events and audit copies: `*` is one
   * token, and an event's subject has four where the others have five or more.
   */
  eventsOf(service: ServiceName): string {
    return this.prefixed(`events.${service}.*.*`);
  }

  /** A consumer filter for the audit copies of `service`'s stream. */
  auditCopiesOf(service: ServiceName): string {
    return this.prefixed(`events.${service}.${AUDIT_TOKEN}.>`);
  }

  /** The service that owns an event, read from its subject `events.<service>.<event>.v<N>`. */
  producerOf(definition: EventSubject): ServiceName {
    const [root, service] = definition.subject.split('.');
    const producer = SERVICE_NAMES.find((name) => name === service);
    if (root !== 'events' || !producer) {
      throw new Error(`Event subject "${definition.subject}" does not follow events.<service>.<event>.v<N>.`);
    }
    return producer;
  }

  /**
   * The narrowest filter one consumer of `service`'s stream can be delivered all `subjects` by: the one
   * subject, the stream's events, its audit copies, or the whole stream.
   */
  filterFor(service: ServiceName, subjects: readonly string[]): string {
    const distinct = [...new Set(subjects)];
    if (distinct.length === 1) return distinct[0];
    const filters = [this.eventsOf(service), this.auditCopiesOf(service)];
    const covering = filters.find((filter) => distinct.every((subject) => subjectMatches(filter, subject)));
    return covering ?? this.stream(service).subjects[0];
  }

  private prefixed(subject: string): string {
    return this.namespace ? `${this.namespace}.${subject}` : subject;
  }
}

/** Whether NATS delivers `subject` to a subscription on `filter` (`*` one token, a final `>` the rest). */
export function subjectMatches(filter: string, subject: string): boolean {
  const wanted = filter.split('.');
  const tokens = subject.split('.');
  for (const [index, token] of wanted.entries()) {
    if (token === '>') return tokens.length > index;
    if (index >= tokens.length || (token !== '*' && token !== tokens[index])) return false;
  }
  return wanted.length === tokens.length;
}
