import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { kustomizeBuild, named } from './support/kubernetes';
import { declaredMetrics, unregisteredMetrics } from './support/metrics';
import { WORKSPACE_ROOT } from './support/processes';

const RULES = 'deploy/prometheus/boonies-alerts.rules.yml';
const RULE_TESTS = 'deploy/prometheus/boonies-alerts.test.yml';
/** Debian's `prometheus` package (.ci/run installs it). */
const PROMTOOL = process.env.PROMTOOL_BIN ?? '/usr/bin/promtool';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}
interface RuleGroups {
  groups: { name: string; rules: Rule[] }[];
}

const rules = parse(readFileSync(path.join(WORKSPACE_ROOT, RULES), 'utf8')) as RuleGroups;
const alerts = rules.groups.flatMap((group) => group.rules);

function promtool(...args: string[]): string {
  if (!existsSync(PROMTOOL))
    throw new Error(`promtool is missing at ${PROMTOOL}: install it with \`apt-get install -y prometheus\``);
  try {
    return execFileSync(PROMTOOL, args, { cwd: WORKSPACE_ROOT, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');
}

describe('the alert rules', () => {
  it('are a rules file Prometheus loads', () => {
    expect(promtool('check', 'rules', RULES)).toContain(`SUCCESS: ${alerts.length} rules found`);
  });

  it('raise each alert on the series that should, and only then (promtool test rules)', () => {
    expect(promtool('test', 'rules', RULE_TESTS)).toContain('SUCCESS');
    const tested = new Set(
      [...readFileSync(path.join(WORKSPACE_ROOT, RULE_TESTS), 'utf8').matchAll(/alertname: (\w+)/g)].map(
        (match) => match[1],
      ),
    );
    expect(alerts.map((rule) => rule.alert).filter((alert) => !tested.has(alert))).toEqual([]);
  });

  it('are what the production overlay gives the Prometheus Operator', () => {
    const documents = kustomizeBuild('deploy/k8s/overlays/production');
    const rule = named(documents, 'PrometheusRule', 'boonies-alerts') as { spec?: unknown };
    expect(rule.spec).toEqual(rules);
  });

  it('read only the metrics the processes register', () => {
    const declared = declaredMetrics();
    expect(
      alerts.flatMap((rule) => unregisteredMetrics(rule.expr, declared).map((m) => `${rule.alert}: ${m}`)),
    ).toEqual([]);
  });

  it('each name a severity and its runbook, a section of docs/operations.md', () => {
    const operations = readFileSync(path.join(WORKSPACE_ROOT, 'docs/operations.md'), 'utf8');
    const anchors = new Set([...operations.matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1])));
    for (const rule of alerts) {
      expect([rule.alert, rule.labels.severity]).toEqual([
        rule.alert,
        expect.stringMatching(/^(critical|warning)$/),
      ]);
      const runbook = rule.annotations.runbook_url;
      expect(runbook).toBe(`docs/operations.md#${anchorOf(rule.alert)}`);
      expect([rule.alert, anchors.has(runbook.split('#')[1])]).toEqual([rule.alert, true]);
    }
  });
});
