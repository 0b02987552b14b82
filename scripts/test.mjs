#!/usr/bin/env node
// Runs every test tier: unit tests, integration tests against the real PostgreSQL and NATS, system tests
// over HTTP and socket.io, and browser journeys in Chromium. `node scripts/test.mjs unit integration` runs
// only those tiers; further arguments go to Jest (e.g. a path filter).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensurePackages, ensureTestEngines } from './lib/prerequisites.mjs';
import { run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, 'test-results/jest.json');
const WORKERS = 2;
const PERFORMANCE_TESTS = 'web/e2e/home-performance';

/**
 * The test tiers, by where a test lives: `npm test` runs them all in this order, `npm run test:<tier>` one.
 * A run stops at nothing: every tier runs, and the summary counts them all.
 */
/** @type {Record<string, { args?: string[], workers?: number, script?: string[] }>} */
const TIERS = {
  // Beside the code (`src/**/*.spec.ts(x)`): rules, mappers, components; fast, no browser.
  unit: {
    args: ['--ignoreProjects', 'web-e2e', '--testPathPatterns', '/src/.*\\.spec\\.tsx?$'],
    workers: WORKERS,
  },
  // One library or service against the real PostgreSQL and NATS (`libs/*/test`, `services/*/test`).
  integration: { args: ['--testPathPatterns', '^.*/(libs|services)/[^/]+/test/'], workers: WORKERS },
  // The built system as processes, over HTTP and socket.io, and the deployment's checks.
  system: { args: ['--testPathPatterns', '^.*/(gateway|deploy)/test/'], workers: WORKERS },
  // Browser journeys in Chromium against the running system.
  // Two at once, like the system suites: a journey mostly waits on its system and browser, so a second one
  // fills the idle core.
  e2e: {
    args: ['--selectProjects', 'web-e2e', '--testPathIgnorePatterns', '/node_modules/', PERFORMANCE_TESTS],
    workers: WORKERS,
  },
  // The production topology on one machine (three NATS servers, two gateways behind HAProxy, replicas),
  // each killed under load with live sockets: a check of its own rather than a Jest suite.
  cluster: {
    script: [
      'scripts/cluster.mjs',
      '--no-build',
      '--down-seconds',
      '2',
      '--calm-seconds',
      '3',
      '--warm-up-seconds',
      '3',
    ],
  },
};

/**
 * A tier's own path pattern narrowed by the caller's path filters. Jest ORs every path pattern it is given,
 * so `npm test -- services/auth` would otherwise run each tier whole plus the matches: one pattern with two
 * lookaheads asks for paths that match the tier AND one of the filters.
 * @param {string[]} args
 * @param {string[]} filters
 */
function narrowed(args, filters) {
  if (filters.length === 0) return args;
  const at = args.indexOf('--testPathPatterns');
  if (at === -1) return [...args, ...filters];
  const tier = args[at + 1].replace(/^\^/, '');
  const pattern = `^(?=.*(?:${tier}))(?=.*(?:${filters.join('|')}))`;
  return [...args.slice(0, at), '--testPathPatterns', pattern, ...args.slice(at + 2)];
}

/** Jest flags that take the next argument as their value, which is then no path filter. */
const FLAGS_WITH_VALUES = new Set(['-t', '--testNamePattern', '--shard', '--seed', '--testTimeout']);

/** @param {string[]} args */
function pathFiltersAndFlags(args) {
  /** @type {string[]} */
  const filters = [];
  /** @type {string[]} */
  const flags = [];
  for (let i = 0; i < args.length; i += 1) {
    if (!args[i].startsWith('-')) filters.push(args[i]);
    else if (FLAGS_WITH_VALUES.has(args[i]) && i + 1 < args.length) flags.push(args[i], args[(i += 1)]);
    else flags.push(args[i]);
  }
  return { filters, flags };
}

/** Leading tier names pick the tiers (all when none); whatever follows goes to Jest, e.g. a path filter. */
/** @param {string[]} args */
function tiersAndJestArguments(args) {
  /** @type {string[]} */
  const tiers = [];
  while (args.length > 0 && Object.hasOwn(TIERS, args[0])) tiers.push(/** @type {string} */ (args.shift()));
  return { tiers: tiers.length > 0 ? tiers : Object.keys(TIERS), extra: args };
}

async function main() {
  ensurePackages(root);
  ensureChromium();
  ensureTestEngines();
  const { checkNats, ensureDatabase, environment, startPrivateNats } = await import('./lib/infra.mjs');
  const env = environment();
  await checkNats(env.NATS_URL);
  await ensureDatabase(env.DATABASE_URL);
  // End-to-end tests run the built services and web app.
  await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root });
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const { tiers, extra } = tiersAndJestArguments(process.argv.slice(2));
  const { filters, flags } = pathFiltersAndFlags(extra);
  // Unit tests touch no browser; the integration and system suites each get a NATS server per Jest worker,
  // because a service's request subjects are fixed (libs/testing's testNatsUrl picks it); databases are per
  // suite already. Browser journeys each run the whole system and Chromium, two at a time. Performance
  // budgets tuned to one machine are not tests: `npm run bench:web` measures them.
  const natsServers = await Promise.all(Array.from({ length: WORKERS }, () => startPrivateNats()));
  const natsPerWorker = { TEST_NATS_URLS: natsServers.map((server) => server.url).join(',') };
  const runs = tiers.map((tier) => ({ name: tier, ...TIERS[tier], env: natsPerWorker }));
  let passed = 0;
  let failed = 0;
  let status = 0;
  /** @type {string[]} */
  const failures = [];
  /** @type {string[]} */
  const timings = [];
  for (const { name, args, env: runEnv, workers, script } of runs) {
    const startedAt = Date.now();
    if (script) {
      // A path filter picks Jest suites; a whole-system check is not one of them.
      if (extra.length > 0) continue;
      const check = spawnSync(process.execPath, script, { cwd: root, stdio: 'inherit' });
      if (check.status === 0) passed += 1;
      else {
        failed += 1;
        status = check.status ?? 1;
        failures.push(`${name}: ${script[0]} exited with ${check.status}`);
      }
      timings.push(`${name} ${Math.round((Date.now() - startedAt) / 1000)} s`);
      continue;
    }
    const outputFile = resultsFile.replace(/\.json$/, `-${name}.json`);
    const jestArgs = [
      .../** @type {string[]} */ (args),
      `--maxWorkers=${workers}`,
      '--passWithNoTests',
      '--json',
      `--outputFile=${outputFile}`,
    ];
    const jest = spawnSync('npx', ['jest', ...narrowed(jestArgs, filters), ...flags], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...runEnv },
    });
    const results = readResults(outputFile);
    passed += results?.numPassedTests ?? 0;
    failed += results?.numFailedTests ?? 0;
    failures.push(...failuresOf(name, results));
    if (jest.status !== 0) status = jest.status ?? 1;
    timings.push(`${name} ${Math.round((Date.now() - startedAt) / 1000)} s`);
  }
  await Promise.all(natsServers.map((server) => server.stop()));
  // The summary repeats what failed, so the end of a long log says it without scrolling back.
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  console.log(`\nTiers: ${timings.join(', ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(status);
}

/**
 * @typedef {{ name: string, status: string, message?: string,
 *   assertionResults: { status: string, fullName: string }[] }} SuiteResult
 * @typedef {{ numPassedTests: number, numFailedTests: number, testResults?: SuiteResult[] }} JestResults
 */

/**
 * Each failed test by file and name, and each suite that failed without a failed test (it did not load or
 * its set-up threw).
 * @param {string} tier
 * @param {JestResults | null} results
 */
function failuresOf(tier, results) {
  return (results?.testResults ?? [])
    .filter((suite) => suite.status === 'failed')
    .flatMap((suite) => {
      const file = path.relative(root, suite.name);
      const tests = suite.assertionResults.filter((test) => test.status === 'failed');
      if (tests.length === 0)
        return [`${tier}: ${file}: ${(suite.message ?? '').split('\n').find(Boolean) ?? 'failed'}`];
      return tests.map((test) => `${tier}: ${file}: ${test.fullName}`);
    });
}

/**
 * Jest's JSON report, or null when a filter left a run without tests (Jest then writes none).
 * @param {string} file
 * @returns {JestResults | null}
 */
function readResults(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

main().catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exit(1);
});
