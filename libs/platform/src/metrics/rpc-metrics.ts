import { LATENCY_BUCKETS_SECONDS } from '@boonies/messaging';
import { Counter, Histogram } from 'prom-client';

const handled = new Counter({
  name: 'boonies_rpc_handled_total',
  help: 'NATS requests a service answered, by subject and outcome (ok, or the error code)',
  labelNames: ['subject', 'outcome'],
});

const duration = new Histogram({
  name: 'boonies_rpc_handler_duration_seconds',
  help: 'Time a service took to answer a NATS request, by subject and whether it succeeded',
  labelNames: ['subject', 'result'],
  buckets: LATENCY_BUCKETS_SECONDS,
});

const callerRefused = new Counter({
  name: 'boonies_rpc_caller_refused_total',
  help: 'Requests refused because their caller token was unsigned, expired, forged or unverifiable',
  labelNames: ['reason'],
});

export function recordCallerRefused(reason: string): void {
  callerRefused.inc({ reason });
}

interface Series {
  handled: Counter.Internal;
  duration: Histogram.Internal<'subject' | 'result'>;
}

/**
 * The labelled series of each subject and outcome, looked up once: prom-client hashes a label object on
 * every call, which a request should not pay for. Subjects and error codes are few, so the map stays small.
 */
const seriesByOutcome = new Map<string, Series>();

function seriesOf(subject: string, outcome: string): Series {
  const key = `${subject} ${outcome}`;
  let series = seriesByOutcome.get(key);
  if (!series) {
    series = {
      handled: handled.labels({ subject, outcome }),
      duration: duration.labels({ subject, result: outcome === 'ok' ? 'ok' : 'error' }),
    };
    seriesByOutcome.set(key, series);
  }
  return series;
}

/** `code` is undefined for an answer, the error code otherwise. */
export function recordRpcHandled(subject: string, seconds: number, code: string | undefined): void {
  const series = seriesOf(subject, code ?? 'ok');
  series.handled.inc();
  series.duration.observe(seconds);
}
