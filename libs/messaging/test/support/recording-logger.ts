import type { LoggerService } from '@nestjs/common';

type Level = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';

/** Keeps what the code under test logs, so tests stay quiet and can assert on it. */
export class RecordingLogger implements LoggerService {
  readonly entries: { level: Level; message: string }[] = [];

  log = (message: unknown) => this.record('log', message);
  error = (message: unknown) => this.record('error', message);
  warn = (message: unknown) => this.record('warn', message);
  debug = (message: unknown) => this.record('debug', message);
  verbose = (message: unknown) => this.record('verbose', message);
  fatal = (message: unknown) => this.record('fatal', message);

  messages(level: Level): string[] {
    return this.entries.filter((entry) => entry.level === level).map((entry) => entry.message);
  }

  private record(level: Level, message: unknown): void {
    this.entries.push({ level, message: String(message) });
  }
}
