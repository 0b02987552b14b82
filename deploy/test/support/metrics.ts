import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { WORKSPACE_ROOT } from './processes';

/** Where the processes' code lives: every metric a dashboard or an alert may read is declared under one of these. */
const SOURCE_ROOTS = ['libs', 'services'].flatMap((parent) =>
  readdirSync(path.join(WORKSPACE_ROOT, parent)).map((name) => path.join(parent, name, 'src')),
);

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(WORKSPACE_ROOT, dir), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => path.join(WORKSPACE_ROOT, dir, file));
}

/**
 * The metrics the code registers: each `'boonies_…'` name given to prom-client (directly or through a helper
 * that makes one), and Node's defaults.
 */
export function declaredMetrics(): Set<string> {
  const names = new Set<string>();
  for (const file of [...SOURCE_ROOTS, 'gateway/src'].flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'(boonies_[a-z0-9_]+)'/g)) names.add(match[1]);
  }
  // The process metrics every process collects (libs/platform/src/metrics/process-metrics.ts).
  const defaults = new Registry();
  collectDefaultMetrics({ register: defaults, prefix: 'boonies_' });
  for (const metric of defaults.getMetricsAsArray()) names.add(metric.name);
  return names;
}

/** The series a PromQL expression reads; a histogram's are its `_bucket`, `_sum` and `_count`. */
export function metricsOf(expr: string): string[] {
  return [...expr.matchAll(/\bboonies_[a-z0-9_]+/g)].map((match) => match[0]);
}

/** The `boonies_` series an expression reads that no code registers (a histogram's by its base name). */
export function unregisteredMetrics(expr: string, declared = declaredMetrics()): string[] {
  return metricsOf(expr).filter(
    (series) => !declared.has(series) && !declared.has(series.replace(/_(bucket|sum|count)$/, '')),
  );
}
