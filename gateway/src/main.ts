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
import { GatewayConfig } from './config/gateway.config';
import { createGatewayApp } from './gateway-app';
import { startGatewayOps } from './ops/gateway-ops';

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
  await app.listen(config.PORT);
  logger.info({ port: config.PORT, nats: config.NATS_URL }, 'Gateway listening');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `gateway: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
