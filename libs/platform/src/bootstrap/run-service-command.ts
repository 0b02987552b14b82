import type { ServiceName } from '@boonies/contracts/common';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { OutboxRelay } from '@boonies/messaging';
import { NestFactory } from '@nestjs/core';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, loadConfig } from '../config/load-config';
import { ServiceConfig } from '../config/service-config';
import { DomainError } from '../errors/domain-error';
import { createLogger, PinoNestLogger } from '../logging/logger';

/** One operator command of a service: what it does, how it is called, and the work itself. */
export interface ServiceCommand {
  /** Shown in the usage, e.g. `<email> <admin|brand|trusted>`. */
  usage: string;
  description: string;
  /** Runs with the service's application; what it answers is printed. A thrown Error's message is the failure. */
  run(app: INestApplicationContext, args: string[]): Promise<string>;
}

export interface ServiceCommandsOptions<C extends ServiceConfig> {
  service: ServiceName;
  /** Defaults to the plain `ServiceConfig`. */
  loadConfig?: () => C;
  appModule: (config: C) => DynamicModule;
  commands: Record<string, ServiceCommand>;
  /** The command line after `node cli.js`; defaults to the process's. */
  argv?: string[];
}

/** Thrown by a command for a refusal the operator should read (bad arguments), not a crash. */
export class CommandRefused extends Error {}

/**
 * A service's operator commands (`node services/<name>/dist/cli.js <command> …`): the service's own
 * application, built from the same module and configuration as the running service, so a command goes
 * through the service's rules, repositories and outbox. While it runs it is one more replica of the
 * service (its relay publishes the events it wrote), and it closes as a replica does.
 */
export async function runServiceCommands<C extends ServiceConfig>(
  options: ServiceCommandsOptions<C>,
): Promise<void> {
  const [name, ...args] = options.argv ?? process.argv.slice(2);
  const command = name === undefined ? undefined : options.commands[name];
  if (!command) {
    process.stderr.write(usageOf(options));
    process.exitCode = 1;
    return;
  }
  let config: C;
  try {
    config = options.loadConfig ? options.loadConfig() : (loadConfig(ServiceConfig) as C);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${options.service} ${name}: ${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  // Quiet unless asked: the command's answer is what the operator reads.
  const logger = createLogger(`${options.service}-cli`, process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn');
  const app = await NestFactory.createApplicationContext(options.appModule(config), {
    logger: new PinoNestLogger(logger),
  });
  try {
    const answer = await command.run(app, args);
    const published = await eventsPublished(app.get(OutboxRelay));
    process.stdout.write(`${answer}\n`);
    if (!published) {
      process.stdout.write(
        `Its events are committed; the ${options.service} service publishes them once it reaches NATS.\n`,
      );
    }
  } catch (error) {
    // A refusal, or a rule of the service's: the operator reads why; anything else is a crash with its stack.
    if (!(error instanceof CommandRefused || error instanceof DomainError)) throw error;
    process.stderr.write(`${options.service} ${name}: ${error.message}\n`);
    process.exitCode = 1;
  } finally {
    await app.close();
  }
}

/** How long a command waits for its events to reach JetStream before leaving them to the running service. */
const PUBLISH_WAIT_MS = 10_000;

/** Waits until the outbox is empty, so the events of the command are out before it ends. */
async function eventsPublished(relay: OutboxRelay): Promise<boolean> {
  const deadline = Date.now() + PUBLISH_WAIT_MS;
  while ((await relay.backlog()) > 0) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

function usageOf({
  service,
  commands,
}: Pick<ServiceCommandsOptions<ServiceConfig>, 'service' | 'commands'>): string {
  const lines = Object.entries(commands).map(
    ([name, { usage, description }]) => `  ${name} ${usage}\n      ${description}`,
  );
  return `Usage: node services/${service}/dist/cli.js <command> …\n${lines.join('\n')}\n`;
}
