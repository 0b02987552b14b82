import type { ServiceName } from '@boonies/contracts';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions, Transport } from '@nestjs/microservices';
import { ConfigError, loadConfig } from '../config/load-config';
import { ServiceConfig } from '../config/service-config';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { RpcErrorFilter } from '../rpc/rpc-error.filter';
import { createRpcValidationPipe } from '../rpc/rpc-validation.pipe';
import { ServiceAppModule } from './service-app.module';

export interface StartServiceOptions<C extends ServiceConfig> {
  service: ServiceName;
  /** Defaults to the plain `ServiceConfig`. */
  loadConfig?: () => C;
  /** Defaults to a service with no features yet: schema, migrations and health only. */
  appModule?: (config: C) => DynamicModule;
}

/**
 * Starts a service as a NestJS NATS microservice. Replicas share the queue group named after the service,
 * so running more copies spreads the load. SIGTERM/SIGINT drain and close connections before exiting.
 */
export async function startService<C extends ServiceConfig>(options: StartServiceOptions<C>): Promise<void> {
  let config: C;
  try {
    config = options.loadConfig ? options.loadConfig() : (loadConfig(ServiceConfig) as C);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${options.service}-service: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(`${options.service}-service`, config.LOG_LEVEL, process.env.LOG_PRETTY === 'true');
  const appModule = options.appModule
    ? options.appModule(config)
    : ServiceAppModule.forRoot({ service: options.service, config });
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(appModule, {
    transport: Transport.NATS,
    options: {
      servers: config.NATS_URL.split(','),
      queue: options.service,
      name: `${options.service}-service`,
      maxReconnectAttempts: -1,
      waitOnFirstConnect: true,
    },
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  app.useGlobalPipes(createRpcValidationPipe());
  app.enableShutdownHooks();
  await app.listen();
  logger.info({ nats: config.NATS_URL }, `${options.service} service ready`);
}
