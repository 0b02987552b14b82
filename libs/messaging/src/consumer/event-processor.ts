import type { EventDefinition } from '@boonies/contracts/events';
import type { LoggerService } from '@nestjs/common';
import type { Context } from '@opentelemetry/api';
import type { JsMsg } from 'nats';
import type { DataSource } from 'typeorm';
import { decodeEnvelope, decodePayload, type ReceivedEnvelope } from '../envelope/received-event.decoder';
import { databaseAnswers } from '../support/database-health';
import { errorMessage } from '../support/error-message';
import { retryDelay } from '../support/retry-policy';
import { cacheValidationRules } from '../support/validation-rules-cache';
import { DeliveryMetrics, type EventOutcome, initialiseDeliveryMetrics } from '../telemetry/consumer-metrics';
import { runInScope } from '../telemetry/correlation-scope';
import {
  contextFromTraceparent,
  SpanKind,
  startSpan,
  TRACEPARENT_HEADER,
} from '../telemetry/trace-propagation';
import type { ConsumerSettings } from './consumer-settings';
import { storeDeadLetter } from './dead-letters';
import type { EventSubscription } from './event-subscription';
import { recordInInbox } from './inbox';

export interface EventProcessorOptions {
  /** The consuming service: the inbox and dead-letter rows carry its name. */
  consumer: string;
  dataSource: DataSource;
  /** By the subject the events arrive on. */
  subscriptions: ReadonlyMap<string, readonly EventSubscription[]>;
  settings: ConsumerSettings;
  logger: LoggerService;
  /** A pause that ends early when the consumer stops. */
  pause(ms: number): Promise<void>;
  isStopping(): boolean;
}

interface PreparedHandler {
  subscription: EventSubscription;
  payload: object;
}

type Outcome = 'done' | 'stopped';

/** Appended to the consumer's name in the inbox rows of the audit copies it reads. */
const AUDIT_COPY_READER = ':audit';

/**
 * Settles one delivered event: handled exactly once (inbox row and effects in one transaction, then ack),
 * retried later with backoff when a handler fails, or stored as a dead letter when it is invalid or out of
 * deliveries. A database outage is not the event's fault: the event is held, without spending deliveries,
 * until the database answers again.
 */
export class EventProcessor {
  constructor(private readonly options: EventProcessorOptions) {
    // Every delivery's envelope and payload are checked against their classes' rules.
    cacheValidationRules();
    initialiseDeliveryMetrics(
      options.consumer,
      [...options.subscriptions.values()].map((subscriptions) => eventLabel(subscriptions[0].definition)),
    );
  }

  async process(message: JsMsg): Promise<void> {
    const subscriptions = this.options.subscriptions.get(message.subject);
    // Another event of the producer's stream: this service does not need it.
    if (!subscriptions) return message.ack();

    const metrics = new DeliveryMetrics(
      this.options.consumer,
      eventLabel(subscriptions[0].definition),
      message.info.deliveryCount,
    );
    const body = message.string();
    const envelope = await decodeEnvelope(body);
    if (!envelope.ok) return metrics.settled(await this.deadLetter(message, envelope.problem, body, null));
    const span = startSpan(
      `event ${envelope.value.type}`,
      SpanKind.CONSUMER,
      traceOf(message, envelope.value),
      {
        'messaging.destination.name': message.subject,
        'messaging.message.id': envelope.value.id,
      },
    );
    const scope = { correlationId: envelope.value.correlationId, trace: span.context };
    const outcome = await runInScope(scope, () => this.settle(message, envelope.value, subscriptions));
    span.end(outcome === 'dead_letter' || outcome === 'retry' ? outcome : undefined);
    metrics.settled(outcome);
  }

  private async settle(
    message: JsMsg,
    envelope: ReceivedEnvelope,
    subscriptions: readonly EventSubscription[],
  ): Promise<EventOutcome> {
    const handlers: PreparedHandler[] = [];
    for (const subscription of subscriptions) {
      const payload = await decodePayload(envelope, subscription.definition, subscription.payloadClass);
      if (!payload.ok) return this.deadLetter(message, payload.problem, envelope, envelope.id);
      handlers.push({ subscription, payload: payload.value });
    }
    return this.handle(message, envelope, handlers);
  }

  private async handle(
    message: JsMsg,
    envelope: ReceivedEnvelope,
    handlers: PreparedHandler[],
  ): Promise<EventOutcome> {
    try {
      let handled = false;
      const outcome = await this.holdingThroughOutages(message, async () => {
        handled = await this.runHandlers(message, envelope, handlers);
      });
      if (outcome === 'stopped') {
        message.nak();
        return 'stopped';
      }
      message.ack();
      if (handled) this.options.logger.debug?.(`Handled ${describe(message, envelope)}`);
      return handled ? 'handled' : 'duplicate';
    } catch (error) {
      return this.handlerFailed(message, envelope, errorMessage(error));
    }
  }

  private async runHandlers(
    message: JsMsg,
    envelope: ReceivedEnvelope,
    handlers: PreparedHandler[],
  ): Promise<boolean> {
    return this.options.dataSource.transaction(async (manager) => {
      // An audit copy carries its event's id: a service reading both is recorded as a reader of each.
      const consumer = handlers[0].subscription.audited
        ? `${this.options.consumer}${AUDIT_COPY_READER}`
        : this.options.consumer;
      const entry = { consumer, eventId: envelope.id, subject: message.subject };
      if (!(await recordInInbox(manager, entry))) {
        this.options.logger.debug?.(`Skipping ${describe(message, envelope)}: already handled`);
        return false;
      }
      for (const { subscription, payload } of handlers) {
        try {
          await subscription.handle(payload, { envelope: { ...envelope, data: payload }, manager });
        } catch (error) {
          throw new Error(`${subscription.name} failed: ${errorMessage(error)}`, { cause: error });
        }
      }
      return true;
    });
  }

  private async handlerFailed(
    message: JsMsg,
    envelope: ReceivedEnvelope,
    problem: string,
  ): Promise<EventOutcome> {
    const { maxDeliver, retry } = this.options.settings;
    const deliveries = message.info.deliveryCount;
    if (deliveries >= maxDeliver) {
      return this.deadLetter(
        message,
        `Delivery ${deliveries} of ${maxDeliver}: ${problem}`,
        envelope,
        envelope.id,
      );
    }
    const delay = retryDelay(deliveries, retry);
    this.options.logger.warn(
      `${describe(message, envelope)} failed on delivery ${deliveries} of ${maxDeliver}, retrying in ${delay} ms: ${problem}`,
    );
    message.nak(delay);
    return 'retry';
  }

  private async deadLetter(
    message: JsMsg,
    problem: string,
    envelope: unknown,
    eventId: string | null,
  ): Promise<EventOutcome> {
    const letter = {
      consumer: this.options.consumer,
      subject: message.subject,
      eventId,
      envelope,
      error: problem,
      deliveries: message.info.deliveryCount,
    };
    try {
      const outcome = await this.holdingThroughOutages(message, () =>
        storeDeadLetter(this.options.dataSource, letter),
      );
      if (outcome === 'stopped') {
        message.nak();
        return 'stopped';
      }
    } catch (error) {
      const delay = retryDelay(1, this.options.settings.retry);
      this.options.logger.error(
        `Cannot store the dead letter of ${message.subject} event ${eventId}, retrying in ${delay} ms: ${errorMessage(error)}`,
      );
      message.nak(delay);
      return 'retry';
    }
    this.options.logger.error(
      `Dead letter: ${letter.consumer} gave up on ${message.subject} event ${eventId} ` +
        `after ${letter.deliveries} deliveries: ${problem}`,
    );
    message.term();
    return 'dead_letter';
  }

  /**
   * Runs `work`. When it fails while the database does not answer, keeps the message in progress and runs it
   * again once the database is back; when the database answers, the failure is the work's own: rethrown.
   */
  private async holdingThroughOutages(message: JsMsg, work: () => Promise<void>): Promise<Outcome> {
    const { retry, ackWaitMs } = this.options.settings;
    for (let checks = 1; ; checks += 1) {
      try {
        await work();
        if (checks > 1) this.options.logger.log('The database answers again');
        return 'done';
      } catch (error) {
        if (await databaseAnswers(this.options.dataSource)) throw error;
        if (this.options.isStopping()) return 'stopped';
        if (checks === 1) {
          this.options.logger.warn(`The database does not answer; holding ${message.subject}`);
        }
        message.working();
        // Within the ack wait, so that JetStream does not hand the held event to another consumer.
        await this.options.pause(Math.min(retryDelay(checks, retry), ackWaitMs / 2));
      }
    }
  }
}

/** The event a consumer subscribed to, as a bounded metric label: `auth.followed.v1`. */
function eventLabel(definition: EventDefinition): string {
  return `${definition.type}.v${definition.version}`;
}

/** The trace the producer's work belongs to: the header the relay set, else the envelope's own copy. */
function traceOf(message: JsMsg, envelope: ReceivedEnvelope): Context {
  const header = message.headers?.get(TRACEPARENT_HEADER);
  const stored = typeof envelope.traceparent === 'string' ? envelope.traceparent : undefined;
  return contextFromTraceparent(header || stored);
}

function describe(message: JsMsg, envelope: ReceivedEnvelope): string {
  return `${message.subject} event ${envelope.id}`;
}
