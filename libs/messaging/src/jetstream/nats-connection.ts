import { Logger, type LoggerService } from '@nestjs/common';
import { connect, Events, type NatsConnection } from 'nats';

/** Who a process is on the bus, where NATS asks (production): its own user, with the rights given to it. */
export interface NatsCredentials {
  user?: string;
  pass?: string;
}

export interface NatsConnectionOptions {
  servers: string | string[];
  /** Shown in NATS monitoring, e.g. the service name; also names the process's reply inboxes. */
  name: string;
  credentials?: NatsCredentials;
  logger?: LoggerService;
}

/**
 * The reply subjects of a process's own requests: `_INBOX_<name>.…`, so a bus with permissions lets each
 * process hear only its own replies.
 */
export function inboxPrefixOf(name: string): string {
  return `_INBOX_${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
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
    inboxPrefix: inboxPrefixOf(options.name),
    ...options.credentials,
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
