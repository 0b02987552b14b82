import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * Work a replica repeats on a timer (a sweep, due reminders, passed deadlines): one run at a time, a tick
 * that finds the last run still going is skipped, a failed run is logged and tried again at the next tick,
 * and the run in progress is waited for at shutdown. A subclass says what one run does and how often.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  protected abstract readonly logger: Logger;
  /** What the log calls a failed run, e.g. "Media sweep". */
  protected abstract readonly jobName: string;
  protected abstract intervalMs(): number;

  /** One run, at the time the timer fires. */
  abstract runOnce(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn(`${this.jobName} failed: ${String(error)}`))
        .finally(() => (this.running = null));
    }, this.intervalMs());
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
