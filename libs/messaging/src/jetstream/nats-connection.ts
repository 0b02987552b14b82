import { Logger, type LoggerService } from '@nestjs/common';
import { connect, Events, type NatsConnection } from 'nats';

export interface NatsConnectionOptions {
  servers: string | string[];
  /** Shown in NATS monitoring, e.g. the service name. */
  name: string;
  logger?: LoggerService;
}

/**
 * Connects to NATS and stays connected: waits for the server on first connect and reconnects forever,
 * so a service rides out a NATS restart instead of exiting.
 */
export async function connectNats(options: NatsConnectionOptions): Promise<NatsConnection> {
  const logger = options.logger ?? new Logger('Nats');
  const connection = await connect({
    servers: options.servers,
    name: options.name,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    // Each request would otherwise capture two stack traces up front (about 5% of the gateway's CPU under
    // load) only to decorate a timeout; our errors carry the correlation id and trace instead.
    noAsyncTraces: true,
  });
  void reportStatus(connection, logger);
  return connection;
}

async function reportStatus(connection: NatsConnection, logger: LoggerService): Promise<void> {
  for await (const status of connection.status()) {
    if (status.type === Events.Disconnect) logger.warn(`Disconnected from NATS ${status.data}; reconnecting`);
    if (status.type === Events.Reconnect) logger.log(`Reconnected to NATS ${status.data}`);
  }
}
