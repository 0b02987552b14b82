import type { LoggerService } from '@nestjs/common';
import type { JsMsg } from 'nats';
import type { DataSource } from 'typeorm';
import { decodeEnvelope, decodePayload, type ReceivedEnvelope } from '../envelope/received-event.decoder';
import { databaseAnswers } from '../support/database-health';
import { errorMessage } from '../support/error-message';
import { retryDelay } from '../support/retry-policy';
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

/**
 * Settles one delivered event: handled exactly once (inbox row and effects in one transaction, then ack),
 * retried later with backoff when a handler fails, or stored as a dead letter when it is invalid or out of
 * deliveries. A database outage is not the event's fault: the event is held, without spending deliveries,
 * until the database answers again.
 */
export class EventProcessor {
  constructor(private readonly options: EventProcessorOptions) {}

  async process(message: JsMsg): Promise<void> {
    const subscriptions = this.options.subscriptions.get(message.subject);
    // Another event of the producer's stream: this service does not need it.
    if (!subscriptions) return message.ack();

    const body = message.string();
    const envelope = await decodeEnvelope(body);
    if (!envelope.ok) return this.deadLetter(message, envelope.problem, body, null);
    const handlers: PreparedHandler[] = [];
    for (const subscription of subscriptions) {
      const { definition, payloadType } = subscription;
      const payload = await decodePayload(envelope.value, definition, payloadType);
      if (!payload.ok) return this.deadLetter(message, payload.problem, envelope.value, envelope.value.id);
      handlers.push({ subscription, payload: payload.value });
    }
    await this.handle(message, envelope.value, handlers);
  }

  private async handle(
    message: JsMsg,
    envelope: ReceivedEnvelope,
    handlers: PreparedHandler[],
  ): Promise<void> {
    try {
      const outcome = await this.holdingThroughOutages(message, () =>
        this.runHandlers(message, envelope, handlers),
      );
      if (outcome === 'stopped') return message.nak();
      message.ack();
    } catch (error) {
      await this.handlerFailed(message, envelope, errorMessage(error));
    }
  }

  private async runHandlers(
    message: JsMsg,
    envelope: ReceivedEnvelope,
    handlers: PreparedHandler[],
  ): Promise<void> {
    await this.options.dataSource.transaction(async (manager) => {
      const entry = { consumer: this.options.consumer, eventId: envelope.id, subject: message.subject };
      if (!(await recordInInbox(manager, entry))) {
        this.options.logger.debug?.(`Skipping ${describe(message, envelope)}: already handled`);
        return;
      }
      for (const { subscription, payload } of handlers) {
        try {
          await subscription.handle(payload, { envelope: { ...envelope, data: payload }, manager });
        } catch (error) {
          throw new Error(`${subscription.name} failed: ${errorMessage(error)}`, { cause: error });
        }
      }
    });
  }

  private async handlerFailed(message: JsMsg, envelope: ReceivedEnvelope, problem: string): Promise<void> {
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
  }

  private async deadLetter(
    message: JsMsg,
    problem: string,
    envelope: unknown,
    eventId: string | null,
  ): Promise<void> {
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
      if (outcome === 'stopped') return message.nak();
    } catch (error) {
      const delay = retryDelay(1, this.options.settings.retry);
      this.options.logger.error(
        `Cannot store the dead letter of ${message.subject} event ${eventId}, retrying in ${delay} ms: ${errorMessage(error)}`,
      );
      return message.nak(delay);
    }
    this.options.logger.error(
      `Dead letter: ${letter.consumer} gave up on ${message.subject} event ${eventId} ` +
        `after ${letter.deliveries} deliveries: ${problem}`,
    );
    message.term();
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

function describe(message: JsMsg, envelope: ReceivedEnvelope): string {
  return `${message.subject} event ${envelope.id}`;
}
