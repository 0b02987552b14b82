import type { ServiceName } from '@boonies/contracts/common';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { CallerVerifier } from '@boonies/messaging';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { ConfigError, loadConfig } from '../config/load-config';
import { natsCredentialsOf, ServiceConfig } from '../config/service-config';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { loadOpsConfig, type OpsConfig } from '../ops/ops-config';
import { startOps } from '../ops/start-ops';
import { CallerIdentityGuard } from '../rpc/caller-identity.guard';
import { RpcErrorFilter } from '../rpc/rpc-error.filter';
import { RpcServer } from '../rpc/rpc-server';
import { createValidationPipe } from '../rpc/validation.pipe';
import { startTracing } from '../tracing/start-tracing';
import { closeOnSignals } from './close-on-signals';
import { ServiceAppModule } from './service-app.module';
import { serviceReadiness } from './service-readiness';

export interface ServiceAppSetup {
  service: ServiceName;
  config: ServiceConfig;
  appModule: DynamicModule;
  logger: Logger;
}

/**
 * A service as a NestJS NATS microservice on the observed transport (`RpcServer`), ready to `listen()`.
 * Replicas share the queue group named after the service, so running more copies spreads the load. Tests
 * build it the same way.
 */
export async function createServiceApp(setup: ServiceAppSetup): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(setup.appModule, {
    strategy: new RpcServer({
      servers: setup.config.NATS_URL.split(','),
      ...natsCredentialsOf(setup.config),
      queue: setup.service,
      name: `${setup.service}-service`,
      maxReconnectAttempts: -1,
      waitOnFirstConnect: true,
    }),
    logger: new PinoNestLogger(setup.logger),
  });
  app.useGlobalFilters(new RpcErrorFilter(setup.logger));
  app.useGlobalGuards(new CallerIdentityGuard(new CallerVerifier(setup.config.CALLER_VERIFY_KEY)));
  app.useGlobalPipes(createValidationPipe());
  return app;
}

export interface StartServiceOptions<C extends ServiceConfig> {
  service: ServiceName;
  /** Defaults to the plain `ServiceConfig`. */
  loadConfig?: () => C;
  /** Defaults to a service with no features yet: schema, events and health only. */
  appModule?: (config: C) => DynamicModule;
}

/**
 * The process entry point: validated config, tracing when configured, the ops server when `OPS_PORT` is set
 * (live at once, ready once the service's database and NATS answer), then the service until SIGTERM/SIGINT
 * drain it.
 */
export async function startService<C extends ServiceConfig>(options: StartServiceOptions<C>): Promise<void> {
  let config: C;
  let ops: OpsConfig;
  try {
    config = options.loadConfig ? options.loadConfig() : (loadConfig(ServiceConfig) as C);
    ops = loadOpsConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${options.service}-service: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(
    `${options.service}-service`,
    config.LOG_LEVEL,
    process.env.LOG_PRETTY === 'true',
  );
  const tracing = startTracing(options.service);
  // Live from here on; ready once the application below exists and its database and NATS answer.
  const started: { app?: INestMicroservice } = {};
  await startOps(
    options.service,
    ops.OPS_PORT,
    serviceReadiness(() => started.app),
    logger,
  );
  const appModule = options.appModule
    ? options.appModule(config)
    : ServiceAppModule.forRoot({ service: options.service, config });
  const app = await createServiceApp({ service: options.service, config, appModule, logger });
  started.app = app;
  closeOnSignals(app, tracing);
  await app.listen();
  logger.info({ nats: config.NATS_URL }, `${options.service} service ready`);
}
