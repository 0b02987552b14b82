import type { RetryPolicy } from '../support/retry-policy';

export interface ConsumerSettings {
  /** Deliveries an event whose handler keeps failing gets before it becomes a dead letter. */
  maxDeliver: number;
  /** Redelivery delay after a failed delivery (doubling), and the wait between database checks in an outage. */
  retry: RetryPolicy;
  /** How long JetStream waits for an ack before redelivering: the events of a crashed process come back after it. */
  ackWaitMs: number;
  /** Events fetched ahead of the one being handled. */
  prefetch: number;
}

export const DEFAULT_CONSUMER_SETTINGS: ConsumerSettings = {
  maxDeliver: 8,
  retry: { initialDelayMs: 1000, maxDelayMs: 60_000 },
  ackWaitMs: 30_000,
  prefetch: 16,
};

/**
 * Deliveries JetStream allows beyond `maxDeliver`. They are spent only when the dead letter itself could not
 * be stored or the process died during the last attempt, so such an event still ends as a stored dead letter.
 */
export const DEAD_LETTER_DELIVERIES = 3;
