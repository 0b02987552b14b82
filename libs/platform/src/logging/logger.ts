import { scopeLogFields } from '@boonies/messaging';
import { type LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/service-config';

/**
 * One JSON logger per process, its level written as a word; `pretty` only for a person watching a terminal. Lines written while a request
 * or event is handled carry its `correlationId` (and `traceId` in a trace). `destination` defaults to stdout.
 */
export function createLogger(
  name: string,
  level: LogLevel = 'info',
  pretty = false,
  destination?: DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    base: { service: name },
    mixin: scopeLogFields,
    timestamp: pino.stdTimeFunctions.isoTime,
    // `"level":"info"` rather than pino's 30: what log stores and people search for.
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ['password', '*.password', 'req.headers.cookie', 'headers.cookie'], remove: true },
    transport: pretty
      ? { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } }
      : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Routes Nest's own log lines through pino so every line is structured. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
