import { Counter, Histogram } from 'prom-client';
import { EVENT_BUCKETS_SECONDS } from './metric-buckets';

/** How a delivered event was settled. */
export type EventOutcome = 'handled' | 'duplicate' | 'retry' | 'dead_letter' | 'stopped';

const OUTCOMES: readonly EventOutcome[] = ['handled', 'duplicate', 'retry', 'dead_letter', 'stopped'];

const LABELS = ['consumer', 'event', 'outcome'] as const;

const eventsProcessed = new Counter({
  name: 'boonies_events_processed_total',
  help: 'Events a durable consumer settled, by consumer, event type and outcome',
  labelNames: LABELS,
});

const eventDuration = new Histogram({
  name: 'boonies_event_handler_duration_seconds',
  help: 'Time from delivery to settling an event, by consumer, event type and outcome',
  labelNames: LABELS,
  buckets: EVENT_BUCKETS_SECONDS,
});

const redeliveries = new Counter({
  name: 'boonies_event_redeliveries_total',
  help: 'Deliveries of an event after its first (JetStream delivery count above 1)',
  labelNames: ['consumer', 'event'],
});

const deadLetters = new Counter({
  name: 'boonies_dead_letters_total',
  help: 'Events given up on and stored as dead letters',
  labelNames: ['consumer', 'event'],
});

/**
 * Starts the counters of every event a consumer reads at 0, so that its first dead letter or retry is an
 * increase an alert sees (a series born at 1 is not), and a dashboard's "no data" means none rather than
 * "not yet counted".
 */
export function initialiseDeliveryMetrics(consumer: string, events: Iterable<string>): void {
  for (const event of events) {
    deadLetters.inc({ consumer, event }, 0);
    redeliveries.inc({ consumer, event }, 0);
    for (const outcome of OUTCOMES) eventsProcessed.inc({ consumer, event, outcome }, 0);
  }
}

/** Records one delivered event as it is settled; `event` is its type and version, e.g. `auth.followed.v1`. */
export class DeliveryMetrics {
  private readonly startedAt = performance.now();

  constructor(
    private readonly consumer: string,
    private readonly event: string,
    deliveryCount: number,
  ) {
    if (deliveryCount > 1) redeliveries.inc({ consumer, event });
  }

  settled(outcome: EventOutcome): void {
    const labels = { consumer: this.consumer, event: this.event, outcome };
    eventsProcessed.inc(labels);
    eventDuration.observe(labels, (performance.now() - this.startedAt) / 1000);
    if (outcome === 'dead_letter') deadLetters.inc({ consumer: this.consumer, event: this.event });
  }
}
