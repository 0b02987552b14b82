import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { WORKSPACE_ROOT } from './support/processes';

const DASHBOARD = path.join(WORKSPACE_ROOT, 'deploy/grafana/boonies-dashboard.json');
/** Where the processes' code lives: every metric a dashboard may chart is declared under one of these. */
const SOURCE_ROOTS = ['libs', 'services'].flatMap((parent) =>
  readdirSync(path.join(WORKSPACE_ROOT, parent)).map((name) => path.join(parent, name, 'src')),
);

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string }[];
}

const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };

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
function declaredMetrics(): Set<string> {
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
function metricsOf(expr: string): string[] {
  return [...expr.matchAll(/\bboonies_[a-z0-9_]+/g)].map((match) => match[0]);
}

describe('the Grafana dashboard', () => {
  const charts = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('charts only metrics the code registers', () => {
    const declared = declaredMetrics();
    const unknown = charts.flatMap((panel) =>
      (panel.targets ?? [])
        .flatMap((target) => metricsOf(target.expr))
        .filter(
          (series) => !declared.has(series) && !declared.has(series.replace(/_(bucket|sum|count)$/, '')),
        )
        .map((series) => `${panel.title}: ${series}`),
    );
    expect(charts.length).toBeGreaterThan(0);
    expect(unknown).toEqual([]);
  });

  it('notices a metric nothing registers', () => {
    expect(
      metricsOf('rate(boonies_made_up_total[5m])').filter((name) => declaredMetrics().has(name)),
    ).toEqual([]);
  });

  it('gives every panel its own id and a query', () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of charts)
      expect([panel.title, panel.targets?.length ?? 0]).not.toEqual([panel.title, 0]);
  });

  it('lays the panels out without overlaps, within the 24-column grid', () => {
    const cells = new Map<string, string>();
    for (const panel of dashboard.panels) {
      const { x, y, w, h } = panel.gridPos;
      expect([panel.title, x + w <= 24]).toEqual([panel.title, true]);
      for (let column = x; column < x + w; column += 1) {
        for (let row = y; row < y + h; row += 1) {
          const key = `${column},${row}`;
          expect([key, cells.get(key)]).toEqual([key, undefined]);
          cells.set(key, panel.title);
        }
      }
    }
  });
});
