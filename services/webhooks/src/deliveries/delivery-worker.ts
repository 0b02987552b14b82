import { OutboxNotifications, Wakeup } from '@boonies/messaging';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WebhooksConfig } from '../config/webhooks.config';
import { SecretBox, SecretUnreadable } from '../endpoints/secret-box';
import { PublicAudience } from '../access/public-audience';
import { DeliveriesRepository, type AttemptRecord, type LeasedDelivery } from './deliveries.repository';
import { EndpointAgents } from './endpoint-agents';
import { postOnce } from './http-post';
import {
  endpointBackoffMs,
  isRetryable,
  isSuccess,
  retryDelayMs,
  type AttemptOutcome,
} from './retry-schedule';
import { signedHeaders } from './signer';
import { checkTarget, TargetAllowList, TargetRefused } from './target-guard';

/** What a lease adds to the attempt's own timeout before another worker may take the delivery over. */
const LEASE_MARGIN_MS = 5000;

/**
 * WEBHOOKS_WORKERS attempts at once per replica, picked across endpoints (`DeliveriesRepository.lease`: at
 * most WEBHOOKS_PER_ENDPOINT_CONCURRENCY in flight per endpoint, none of an endpoint resting after
 * failures), so a slow or dead endpoint holds a few slots for at most its timeout and the rest go on. A
 * worker leases a delivery before sending it; one that dies mid-attempt leaves the lease to run out, and
 * the delivery is sent again with the same `webhook-id`.
 *
 * Before each attempt the policy is asked again and the target checked again: resolved once, and the
 * request sent over a kept-alive connection to that very address (`EndpointAgents`).
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeliveryWorker.name);
  private readonly wakeup = new Wakeup();
  private readonly allowList: TargetAllowList;
  private readonly agents: EndpointAgents;
  private readonly inFlight = new Set<Promise<void>>();
  private notifications?: OutboxNotifications;
  private loop?: Promise<void>;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: DeliveriesRepository,
    private readonly audience: PublicAudience,
    private readonly config: WebhooksConfig,
    private readonly secrets: SecretBox,
  ) {
    this.allowList = new TargetAllowList(config.WEBHOOKS_ALLOWED_TARGETS);
    this.agents = new EndpointAgents(config.WEBHOOKS_PER_ENDPOINT_CONCURRENCY);
  }

  onApplicationBootstrap(): void {
    if (this.config.WEBHOOKS_WORKERS === 0) return;
    this.notifications = new OutboxNotifications({
      dataSource: this.dataSource,
      channel: this.deliveries.channel,
      onNotification: () => this.wakeup.wake(),
      retry: { initialDelayMs: 250, maxDelayMs: 10_000 },
      logger: this.logger,
    });
    this.notifications.start();
    this.loop = this.run();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.wakeup.wake();
    await this.notifications?.stop();
    await this.loop;
    // Attempts under way finish (each ends within its timeout) and their outcomes are written.
    await Promise.all(this.inFlight);
    this.agents.destroy();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      const free = this.config.WEBHOOKS_WORKERS - this.inFlight.size;
      let leased: LeasedDelivery[] = [];
      if (free > 0) {
        try {
          leased = await this.deliveries.lease({
            limit: free,
            perEndpoint: this.config.WEBHOOKS_PER_ENDPOINT_CONCURRENCY,
            maxAttempts: this.config.WEBHOOKS_MAX_ATTEMPTS,
            leaseMs: this.config.WEBHOOKS_TIMEOUT_MS + LEASE_MARGIN_MS,
          });
          failures = 0;
        } catch (error) {
          failures += 1;
          this.logger.warn(`Leasing webhook deliveries failed (failure ${failures}): ${String(error)}`);
          await this.wakeup.wait(Math.min(10_000, 250 * 2 ** failures));
          continue;
        }
      }
      for (const delivery of leased) {
        const attempt: Promise<void> = this.attempt(delivery)
          .catch((error: unknown) =>
            this.logger.warn(`Webhook delivery ${delivery.id} could not be recorded: ${String(error)}`),
          )
          .finally(() => {
            this.inFlight.delete(attempt);
            this.wakeup.wake();
          });
        this.inFlight.add(attempt);
      }
      // A full batch may have more behind it: look again at once; otherwise wait for news or the poll.
      if (leased.length === 0 || leased.length < free) await this.wakeup.wait(this.config.WEBHOOKS_POLL_MS);
    }
  }

  /** One attempt of one leased delivery, and its outcome written. */
  async attempt(delivery: LeasedDelivery): Promise<void> {
    if (!(await this.audience.mayLeave(delivery.audience))) {
      await this.deliveries.record(delivery, {
        status: 'withheld',
        responseStatus: null,
        latencyMs: null,
        error: 'No longer visible to any member',
        retryInMs: null,
        endpointBackoffMs: null,
      });
      return;
    }
    const { outcome, latencyMs } = await this.send(delivery);
    await this.deliveries.record(delivery, this.recordOf(delivery, outcome, latencyMs));
  }

  private async send(
    delivery: LeasedDelivery,
  ): Promise<{ outcome: AttemptOutcome; latencyMs: number | null }> {
    let target;
    try {
      target = await checkTarget(delivery.url, this.allowList);
    } catch (error) {
      if (error instanceof TargetRefused)
        return { outcome: { kind: 'refused', message: error.message }, latencyMs: null };
      throw error;
    }
    const now = new Date();
    let secrets: string[];
    try {
      secrets = this.secretsOf(delivery, now);
    } catch (error) {
      // Sealed under another key (or altered): no retry opens it; an admin rotating the secret does.
      if (error instanceof SecretUnreadable)
        return { outcome: { kind: 'refused', message: error.message }, latencyMs: null };
      throw error;
    }
    const headers = signedHeaders(secrets, delivery.id, now, delivery.body);
    const agent = this.agents.agentFor(delivery.endpointId, target);
    return postOnce(target, agent, headers, delivery.body, this.config.WEBHOOKS_TIMEOUT_MS);
  }

  /** The secrets that sign now: the current one, and the previous one during a rotation's grace period. */
  private secretsOf(delivery: LeasedDelivery, now: Date): string[] {
    const secrets = [this.secrets.open(delivery.secret, delivery.endpointId)];
    if (
      delivery.previousSecret &&
      delivery.previousSecretExpiresAt &&
      delivery.previousSecretExpiresAt > now
    ) {
      secrets.push(this.secrets.open(delivery.previousSecret, delivery.endpointId));
    }
    return secrets;
  }

  private recordOf(
    delivery: LeasedDelivery,
    outcome: AttemptOutcome,
    latencyMs: number | null,
  ): AttemptRecord {
    const responseStatus = outcome.kind === 'answered' ? outcome.status : null;
    if (isSuccess(outcome)) {
      return {
        status: 'succeeded',
        responseStatus,
        latencyMs,
        error: null,
        retryInMs: null,
        endpointBackoffMs: null,
      };
    }
    const settings = {
      baseMs: this.config.WEBHOOKS_BACKOFF_BASE_MS,
      maxMs: this.config.WEBHOOKS_BACKOFF_MAX_MS,
    };
    const error = errorOf(outcome);
    if (!isRetryable(outcome)) {
      return { status: 'failed', responseStatus, latencyMs, error, retryInMs: null, endpointBackoffMs: null };
    }
    const endpointRest = endpointBackoffMs(delivery.attempts, settings);
    if (delivery.attempts >= this.config.WEBHOOKS_MAX_ATTEMPTS) {
      return {
        status: 'dead',
        responseStatus,
        latencyMs,
        error,
        retryInMs: null,
        endpointBackoffMs: endpointRest,
      };
    }
    const retryAfterMs = outcome.kind === 'answered' ? outcome.retryAfterMs : 0;
    return {
      status: 'pending',
      responseStatus,
      latencyMs,
      error,
      retryInMs: retryDelayMs(delivery.attempts, settings, retryAfterMs),
      endpointBackoffMs: endpointRest,
    };
  }
}

function errorOf(outcome: AttemptOutcome): string {
  switch (outcome.kind) {
    case 'answered':
      return `The endpoint answered ${outcome.status}`;
    case 'timeout':
      return 'The endpoint did not answer in time';
    case 'network':
    case 'refused':
      return outcome.message;
  }
}
