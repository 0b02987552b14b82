import { LATENCY_BUCKETS_SECONDS } from '@boonies/messaging';
import { Counter, Gauge, Histogram } from 'prom-client';

const LABELS = ['route', 'method', 'status'] as const;

const requests = new Counter({
  name: 'boonies_http_requests_total',
  help: 'HTTP requests answered by the gateway, by route template, method and status',
  labelNames: LABELS,
});

const duration = new Histogram({
  name: 'boonies_http_request_duration_seconds',
  help: 'Time the gateway took to answer an HTTP request, by route template, method and status',
  labelNames: LABELS,
  buckets: LATENCY_BUCKETS_SECONDS,
});

const errors = new Counter({
  name: 'boonies_http_errors_total',
  help: 'Error answers ({ error, code }) of the gateway, HTTP and socket, by code',
  labelNames: ['code'],
});

export const connectedSockets = new Gauge({
  name: 'boonies_socket_connections',
  help: 'Authenticated socket.io connections open on this gateway',
});

interface Series {
  requests: Counter.Internal;
  duration: Histogram.Internal<(typeof LABELS)[number]>;
}

/**
 * The labelled series of each route, method and status, looked up once: prom-client hashes a label object
 * on every call, which a request should not pay for. Routes are templates, so the maps stay small.
 */
const seriesByRoute = new Map<string, Map<string, Map<number, Series>>>();

function seriesOf(route: string, method: string, status: number): Series {
  let byMethod = seriesByRoute.get(route);
  if (!byMethod) seriesByRoute.set(route, (byMethod = new Map()));
  let byStatus = byMethod.get(method);
  if (!byStatus) byMethod.set(method, (byStatus = new Map()));
  let series = byStatus.get(status);
  if (!series) {
    const labels = { route, method, status };
    series = { requests: requests.labels(labels), duration: duration.labels(labels) };
    byStatus.set(status, series);
  }
  return series;
}

export function recordHttpRequest(route: string, method: string, status: number, seconds: number): void {
  const series = seriesOf(route, method, status);
  series.requests.inc();
  series.duration.observe(seconds);
}

export function recordErrorCode(code: string): void {
  errors.inc({ code });
}
