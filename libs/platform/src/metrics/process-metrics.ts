import { collectDefaultMetrics, register } from 'prom-client';

let collecting = false;

/**
 * Labels every metric of this process with its service and adds Node's process metrics (CPU, memory,
 * event loop lag, GC). Idempotent: a second call only relabels.
 */
export function startProcessMetrics(service: string): void {
  register.setDefaultLabels({ service });
  if (collecting) return;
  collecting = true;
  collectDefaultMetrics({ register, prefix: 'boonies_' });
}

/** The Prometheus text of every metric of the process, with the content type to serve it with. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}
