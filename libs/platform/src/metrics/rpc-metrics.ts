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

/** `code` is undefined for an answer, the error code otherwise. */
export function recordRpcHandled(subject: string, seconds: number, code: string | undefined): void {
  handled.inc({ subject, outcome: code ?? 'ok' });
  duration.observe({ subject, result: code === undefined ? 'ok' : 'error' }, seconds);
}
