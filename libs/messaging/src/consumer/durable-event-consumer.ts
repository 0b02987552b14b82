import type { ServiceName } from '@boonies/contracts/common';
import { Logger, type LoggerService } from '@nestjs/common';
import type { ConsumerMessages, JetStreamManager, NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { isJetStreamNotFound } from '../jetstream/jetstream-errors';
import { ensureDurableConsumer, ensureStream } from '../jetstream/stream-setup';
import type { EventRouting, StreamSpec } from '../routing/event-routing';
import { errorMessage } from '../support/error-message';
import { retryDelay } from '../support/retry-policy';
import { Wakeup } from '../support/wakeup';
import {
  DEAD_LETTER_DELIVERIES,
  DEFAULT_CONSUMER_SETTINGS,
  type ConsumerSettings,
} from './consumer-settings';
import { EventProcessor } from './event-processor';
import { subscribedSubject, type EventSubscription } from './event-subscription';

export interface DurableEventConsumerOptions {
  /** The consuming service; also the durable consumer's name, shared by all its replicas. */
  service: ServiceName;
  /** The producer's stream to read. */
  stream: StreamSpec;
  /** Handlers of events of that stream. */
  subscriptions: readonly EventSubscription[];
  routing: EventRouting;
  dataSource: DataSource;
  nats: NatsConnection;
  settings?: Partial<ConsumerSettings>;
  logger?: LoggerService;
}

/**
 * Reads one producer's stream through a durable pull consumer and hands each event to the processor, one at
 * a time, in stream order. Sets up its consumer itself (and the stream, when it is the service's own; another
 * producer's it waits for) and starts over after any failure (NATS away, stream or consumer deleted), so it
 * runs until stopped whatever happens around it.
 */
export class DurableEventConsumer {
  private readonly settings: ConsumerSettings;
  private readonly logger: LoggerService;
  private readonly wakeup = new Wakeup();
  private readonly processor: EventProcessor;
  private stopping = false;
  private messages?: ConsumerMessages;
  private running?: Promise<void>;

  constructor(private readonly options: DurableEventConsumerOptions) {
    this.settings = { ...DEFAULT_CONSUMER_SETTINGS, ...options.settings };
    this.logger = options.logger ?? new Logger(`EventConsumer ${options.service} on ${options.stream.name}`);
    this.processor = new EventProcessor({
      consumer: options.service,
      dataSource: options.dataSource,
      subscriptions: bySubject(options.subscriptions, options.routing),
      settings: this.settings,
      logger: this.logger,
      pause: (ms) => this.wakeup.wait(ms),
      isStopping: () => this.stopping,
    });
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.run();
  }

  /**
   * Stops pulling and finishes the event in progress. Events fetched ahead go back to JetStream for the other
   * replicas: at once when already handed over, after the ack wait otherwise.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeup.wake();
    this.messages?.stop();
    await this.running;
    this.running = undefined;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        const messages = await this.subscribe();
        this.messages = messages;
        // Not close(): it waits for the iteration to see the stop, and nothing iterates these yet.
        if (this.stopping) {
          messages.stop();
          break;
        }
        failures = 0;
        for await (const message of messages) {
          if (this.stopping) message.nak();
          else await this.processor.process(message);
        }
        if (!this.stopping) throw new Error('The consumer stopped delivering.');
      } catch (error) {
        if (this.stopping) break;
        failures += 1;
        const delay = retryDelay(failures, this.settings.retry);
        this.logger.warn(
          `Consuming failed (failure ${failures}), starting over in ${delay} ms: ${errorMessage(error)}`,
        );
        this.messages?.stop();
        await this.wakeup.wait(delay);
      }
    }
  }

  private async subscribe(): Promise<ConsumerMessages> {
    const { nats, stream, service, routing } = this.options;
    const jsm = await nats.jetstreamManager();
    if (routing.stream(service).name === stream.name) await ensureStream(jsm, stream);
    else await this.untilCreated(jsm, stream.name);
    if (this.stopping) throw new Error('Stopped while waiting for the stream');
    await ensureDurableConsumer(jsm, {
      stream: stream.name,
      durableName: service,
      filterSubject: this.filterSubject(),
      ackWaitMs: this.settings.ackWaitMs,
      maxDeliver: this.settings.maxDeliver + DEAD_LETTER_DELIVERIES,
    });
    const consumer = await nats.jetstream().consumers.get(stream.name, service);
    // Ends the iteration with an error when the stream or consumer disappears, so that run() sets them up again.
    return consumer.consume({ max_messages: this.settings.prefetch, abort_on_missing_resource: true });
  }

  /**
   * A service that reads one kind of event from the stream is delivered only that kind: every event costs
   * each consumer it reaches a delivery and an ack, and a stream's busiest events (reactions, messages,
   * progress) are wanted by few. One filter is all the server keeps per consumer, so a service that reads
   * several kinds is delivered the narrowest group that holds them (`EventRouting.filterFor`) and skips the
   * rest itself.
   */
  private filterSubject(): string {
    const { subscriptions, routing } = this.options;
    const subjects = subscriptions.map((subscription) => subscribedSubject(subscription, routing));
    return routing.filterFor(routing.producerOf(subscriptions[0].definition), subjects);
  }

  private async untilCreated(jsm: JetStreamManager, name: string): Promise<void> {
    while (!this.stopping) {
      try {
        await jsm.streams.info(name);
        return;
      } catch (error) {
        if (!isJetStreamNotFound(error)) throw error;
      }
      await this.wakeup.wait(STREAM_POLL_MS);
    }
  }
}

/**
 * Another producer's stream is that producer's to create and configure (on a bus with permissions, nobody
 * else may): until it exists, look again every `STREAM_POLL_MS`, which counts as no failure.
 */
const STREAM_POLL_MS = 500;

function bySubject(
  subscriptions: readonly EventSubscription[],
  routing: EventRouting,
): Map<string, EventSubscription[]> {
  const map = new Map<string, EventSubscription[]>();
  for (const subscription of subscriptions) {
    const subject = subscribedSubject(subscription, routing);
    map.set(subject, [...(map.get(subject) ?? []), subscription]);
  }
  return map;
}
