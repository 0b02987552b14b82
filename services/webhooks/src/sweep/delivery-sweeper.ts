import { PeriodicJob } from '@boonies/platform';
import { Injectable, Logger } from '@nestjs/common';
import { WebhooksConfig } from '../config/webhooks.config';
import { DeliveriesRepository } from '../deliveries/deliveries.repository';

/** Rows one delete takes; the sweep goes on until none is left. */
const BATCH = 1000;

/**
 * Every WEBHOOKS_SWEEP_SECONDS: a delivery whose worker died on its last attempt is dead (replayable), and
 * finished deliveries older than WEBHOOKS_LOG_RETENTION_DAYS leave the log, so it stays bounded.
 */
@Injectable()
export class DeliverySweeper extends PeriodicJob {
  protected readonly logger = new Logger(DeliverySweeper.name);
  protected readonly jobName = 'Webhook delivery sweep';

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly config: WebhooksConfig,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.WEBHOOKS_SWEEP_SECONDS * 1000;
  }

  runOnce(): Promise<{ buried: number; removed: number }> {
    return this.deliveries.sweep({
      maxAttempts: this.config.WEBHOOKS_MAX_ATTEMPTS,
      retentionDays: this.config.WEBHOOKS_LOG_RETENTION_DAYS,
      batch: BATCH,
    });
  }
}
