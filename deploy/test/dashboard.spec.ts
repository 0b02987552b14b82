import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declaredMetrics, metricsOf } from './support/metrics';
import { WORKSPACE_ROOT } from './support/processes';

const DASHBOARD = path.join(WORKSPACE_ROOT, 'deploy/grafana/boonies-dashboard.json');
interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string }[];
}

const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };

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

  it('charts the 5xx ratio, JetStream consumer lag and the database connections', () => {
    const queries = charts.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    for (const series of [
      /boonies_http_requests_total\{status=~"5\.\."\}.* or vector\(0\)/,
      /nats_consumer_num_pending/,
      /cnpg_backends_total/,
      /cnpg_pgbouncer_pools_cl_waiting/,
    ])
      expect([series, queries.some((query) => series.test(query))]).toEqual([series, true]);
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
