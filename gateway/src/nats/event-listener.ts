import type { EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import { connectNats, decodeEvent } from '@boonies/messaging';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Msg, NatsConnection } from 'nats';
import { natsCredentialsOf } from '@boonies/platform';
import type { Logger } from 'pino';
import { GatewayConfig } from '../config/gateway.config';
import { LOGGER } from '../logging/logger.token';

export type EventHandler<TData extends object> = (data: TData, envelope: EventEnvelope<TData>) => void;

interface Registration {
  subject: string;
  /** A domain event (`on`), or a note between replicas (`onReplicas`), which no map of events lists. */
  domainEvent: boolean;
  onMessage: (message: Msg) => Promise<void>;
}

/**
 * Domain events every gateway replica must see, such as session revocations. A plain NATS subscription
 * (no queue group, no durable consumer) gives each replica its own copy of a JetStream-published event;
 * missing one while disconnected is harmless because what it invalidates expires on its own.
 */
@Injectable()
export class EventListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly registrations: Registration[] = [];
  private connection?: NatsConnection;
  private stopped = false;

  constructor(
    private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Typed by the definition: the handler must accept the payload its producer emits. */
  on<TData extends object>(definition: EventDefinition<TData>, handler: EventHandler<NoInfer<TData>>): void {
    const registration: Registration = {
      subject: definition.subject,
      domainEvent: true,
      onMessage: async (message) => {
        const decoded = await decodeEvent(message.string(), definition);
        if (!decoded.ok) {
          this.logger.warn(
            { subject: message.subject, problem: decoded.problem },
            'Ignored an undecodable event',
          );
          return;
        }
        handler(decoded.value.data, decoded.value.envelope);
      },
    };
    this.registrations.push(registration);
    if (this.connection) this.subscribe(this.connection, registration);
  }

  /**
   * A note among the gateway replicas alone, on a plain NATS subject no stream keeps: every replica, this
   * one included, hears it once, or not at all when the bus is down (for what may be lost, such as typing).
   */
  onReplicas(subject: string, handler: (data: unknown) => void): void {
    const registration: Registration = {
      subject,
      domainEvent: false,
      onMessage: async (message) => {
        let data: unknown;
        try {
          data = JSON.parse(message.string()) as unknown;
        } catch {
          this.logger.warn({ subject }, 'Ignored an undecodable note between replicas');
          return;
        }
        handler(data);
      },
    };
    this.registrations.push(registration);
    if (this.connection) this.subscribe(this.connection, registration);
  }

  /** Tells every replica (`onReplicas`); dropped while this replica is not connected. */
  toReplicas(subject: string, data: unknown): void {
    this.connection?.publish(subject, JSON.stringify(data));
  }

  /** The event subjects this replica listens to, in the order features registered them. */
  subjects(): string[] {
    return [...new Set(this.registrations.filter((r) => r.domainEvent).map(({ subject }) => subject))];
  }

  onApplicationBootstrap(): void {
    connectNats({
      servers: this.config.NATS_URL.split(','),
      name: 'gateway-events',
      credentials: natsCredentialsOf(this.config),
    }).then(
      async (connection) => {
        if (this.stopped) return connection.close();
        this.connection = connection;
        for (const registration of this.registrations) this.subscribe(connection, registration);
        this.logger.info(
          { subjects: this.registrations.map((r) => r.subject) },
          'Listening to domain events',
        );
      },
      (error: unknown) => this.logger.error({ err: error }, 'Could not connect to NATS for domain events'),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.connection?.close();
  }

  private subscribe(connection: NatsConnection, registration: Registration): void {
    connection.subscribe(registration.subject, {
      callback: (error, message) => {
        if (error) {
          this.logger.error({ err: error, subject: registration.subject }, 'Event subscription failed');
          return;
        }
        registration
          .onMessage(message)
          .catch((failure: unknown) =>
            this.logger.error({ err: failure, subject: registration.subject }, 'Event handler failed'),
          );
      },
    });
  }
}
