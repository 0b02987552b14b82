import 'reflect-metadata';
import {
  closeOnSignals,
  ConfigError,
  createLogger,
  loadConfig,
  loadOpsConfig,
  startTracing,
  type OpsConfig,
} from '@boonies/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GatewayConfig } from './config/gateway.config';
import { createGatewayApp } from './gateway-app';
import { startGatewayOps } from './ops/gateway-ops';

/**
 * Listens on every interface, as Node does when given no host (Fastify's own default is localhost alone):
 * IPv6 and IPv4 together, or IPv4 alone where IPv6 is missing.
 */
async function listenOnEveryInterface(app: NestFastifyApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

async function main(): Promise<void> {
  let config: GatewayConfig;
  let ops: OpsConfig;
  try {
    config = loadConfig(GatewayConfig);
    ops = loadOpsConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`gateway: ${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger('gateway', config.LOG_LEVEL, config.LOG_PRETTY);
  if (config.usesProcessSecret) {
    logger.warn('JWT_SECRET is not set: sessions are signed with a secret made for this process alone');
  }
  if (config.CALLER_SIGNING_KEY === undefined) {
    logger.warn('CALLER_SIGNING_KEY is not set: services will refuse every call made on a user’s behalf');
  }
  const tracing = startTracing('gateway');
  const app = await createGatewayApp(config, logger);
  await startGatewayOps(app, ops.OPS_PORT, logger);
  // SIGTERM/SIGINT close HTTP and sockets first, then the NATS connections, then export the last spans.
  closeOnSignals(app, tracing);
  await listenOnEveryInterface(app, config.PORT);
  logger.info({ port: config.PORT, nats: config.NATS_URL }, 'Gateway listening');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `gateway: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
