#!/usr/bin/env node
// Hostile input against every route. Starts a private copy of the whole system (its own NATS and database,
// every service and the gateway), signs in an anonymous visitor's opposites — two skaters (attacker and
// victim), a brand and an admin — and seeds a little real data, then reads the gateway's OpenAPI document and:
//   1. refused phase: requests that must all be refused — every answer 4xx. First those refused before any
//      action (anonymous writes, invalid bodies): every service's tables (row counts and a digest of the
//      rows) the same before and after. Then those the action's rule refuses (ids that do not exist, the
//      victim's things, admin routes as a skater): the same, but for the throttle rows of the accounts that
//      sent them, as an attempt that reaches its action counts (docs/operations.md, Throttles);
//   2. script phase: script payloads stored in every field people see, the pages showing them rendered in
//      Chromium — no payload may run (a `window.__xss` trap, dialogs and CSP violations are watched);
//   3. mixed phase: every operation as every actor, with fast-check requests built from the document —
//      valid-shaped bodies mutated (wrong types, missing and unknown fields, huge and unicode strings,
//      script and SQL text, numbers out of range, lists too long, nested junk), bad and other people's ids,
//      hostile query strings, wrong content types and malformed JSON.
// Every answer must be under 500 and every error `{ error, code }` without internals; at the end every
// process must still run and /api/health must report every service up. A failing request is shrunk and
// printed with its task's seed. Results go to bench-results/fuzz.json.
// Usage: npm run fuzz [-- --seed 42 --runs 18 --concurrency 8 --skip-build --only refused|scripts|mixed]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { timed, writeResults } from './lib/bench.mjs';
import { forbiddenChanges, settledSnapshot } from './lib/fuzz/fingerprint.mjs';
import { fetchOperations } from './lib/fuzz/openapi.mjs';
import { mixedTasks, refusedTasks } from './lib/fuzz/phases.mjs';
import { FuzzStats, runTasks } from './lib/fuzz/runner.mjs';
import { checkStoredScripts } from './lib/fuzz/scripts.mjs';
import { createActors, loadHarness, seedData } from './lib/fuzz/world.mjs';
import { run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    runs: { type: 'string', default: '18' },
    concurrency: { type: 'string', default: '8' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
  },
});
const options = {
  seed: Number(values.seed),
  runs: Number(values.runs),
  concurrency: Number(values.concurrency),
};
/** @typedef {import('@boonies/testing').RunningSystem} RunningSystem */
/** @typedef {import('./lib/fuzz/openapi.mjs').Operation} Operation */
/** @typedef {import('./lib/fuzz/world.mjs').Actors} Actors */
/** @typedef {import('./lib/fuzz/world.mjs').World} World */
/** @typedef {import('./lib/fuzz/runner.mjs').Failure} Failure */

const wanted = (/** @type {string} */ phase) => !values.only || values.only.includes(phase);

/** The system, tried again when a busy machine makes it miss the harness's start deadline. */
/** @param {typeof import('@boonies/testing').startSystem} startSystem */
async function startWithRetries(startSystem, attempts = 3) {
  process.env.SYSTEM_START_TIMEOUT_MS ??= '180000';
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startSystem({
        label: 'fuzz',
        env: {
          LOG_LEVEL: 'error',
          // Sign-ups and sign-ins go past the limiter, so the code behind it gets fuzzed too.
          AUTH_SIGNUP_MAX_PER_IP: '1000000',
          AUTH_SIGNIN_MAX_PER_IP: '1000000',
          // Webhooks may target this machine's discard port, so valid registrations succeed (arbitraries.mjs),
          // and a delivery dies at its first failed attempt: no retry changes the tables while they are compared.
          WEBHOOKS_ALLOWED_TARGETS: '127.0.0.1',
          WEBHOOKS_MAX_ATTEMPTS: '1',
        },
      });
    } catch (error) {
      if (attempt === attempts) throw error;
      console.warn(
        `The system did not start (${/** @type {Error} */ (error).message.split('\n')[0]}); trying again`,
      );
    }
  }
}

/**
 * Requests that must be refused, with the database read before, between and after their two kinds: those
 * refused before any action may change nothing; those refused by the action's rule may change nothing but
 * the throttle log rows of the accounts that sent them.
 * @param {RunningSystem} system
 * @param {Operation[]} operations
 * @param {Actors} actors
 * @param {World} world
 */
async function refusedPhase(system, operations, actors, world) {
  const stats = new FuzzStats();
  const { beforeAction, byRule } = refusedTasks(operations, actors, world);
  const run = (/** @type {import('./lib/fuzz/phases.mjs').Task[]} */ tasks) =>
    runTasks(system.baseUrl, stats, tasks, options);
  const settled = () => settledSnapshot(system.databaseUrl);
  const start = await timed('database settled', settled);
  await timed(`${beforeAction.length} tasks refused before their action`, () => run(beforeAction));
  const between = await timed('database settled again', settled);
  await timed(`${byRule.length} tasks refused by their action's rule`, () => run(byRule));
  const end = await timed('database settled again', settled);
  const countedAccounts = [...new Set(byRule.map((task) => task.actor.id).filter((id) => id !== null))];
  const changed = {
    beforeAction: forbiddenChanges(start, between),
    byRule: forbiddenChanges(between, end, { countedAccounts }),
  };
  for (const [kind, tables] of Object.entries(changed)) {
    if (tables.length === 0) continue;
    stats.failures.push({
      task: `refused/database/${kind}`,
      problems: [
        `requests refused ${kind === 'byRule' ? "by their action's rule" : 'before their action'} changed ${tables.join(', ')}`,
      ],
    });
  }
  return { stats, tables: Object.keys(start.tables).length, changed };
}

/**
 * @param {RunningSystem} system
 * @param {Operation[]} operations
 * @param {Actors} actors
 * @param {World} world
 */
async function mixedPhase(system, operations, actors, world) {
  const stats = new FuzzStats();
  const tasks = mixedTasks(operations, actors, world);
  await timed(`${tasks.length} mixed tasks`, () => runTasks(system.baseUrl, stats, tasks, options));
  return { stats };
}

/** Every process still running, and every service answering the gateway's health check. */
/** @param {RunningSystem} system */
async function liveness(system) {
  const crashed = system.unexpectedExits();
  /** @type {{ services?: Record<string, { status: string }>, error?: string }} */
  const health = await fetch(`${system.baseUrl}/api/health`)
    .then((response) => response.json())
    .catch((/** @type {Error} */ error) => ({ error: error.message }));
  const down = Object.entries(health.services ?? {})
    .filter(([, state]) => state.status !== 'up')
    .map(([service]) => service);
  return { crashed, down, healthy: crashed.length === 0 && down.length === 0 && Boolean(health.services) };
}

/** @type {(phase: string, stats: FuzzStats) => Record<string, string | number>} */
const summaryRow = (phase, stats) => ({
  phase,
  requests: stats.requests,
  '2xx': Object.entries(stats.byStatus).reduce((sum, [s, n]) => sum + (s.startsWith('2') ? n : 0), 0),
  '4xx': Object.entries(stats.byStatus).reduce((sum, [s, n]) => sum + (s.startsWith('4') ? n : 0), 0),
  '5xx': Object.entries(stats.byStatus).reduce((sum, [s, n]) => sum + (s.startsWith('5') ? n : 0), 0),
  'no answer': stats.byStatus['0'] ?? 0,
  failures: stats.failures.length,
});

/** @param {Failure[]} failures */
function printFailures(failures) {
  for (const failure of failures) {
    console.error(`\n✗ ${failure.task}${failure.seed === undefined ? '' : ` (task seed ${failure.seed})`}`);
    for (const problem of failure.problems ?? []) console.error(`  ${problem}`);
    if (failure.shrunk) console.error('  shrunk request:', JSON.stringify(failure.shrunk));
  }
}

async function main() {
  if (!values['skip-build']) {
    // Every project: the system is every service, the gateway and the web app its pages are opened in.
    await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root });
  }
  const { startSystem } = loadHarness();
  console.log(
    `Fuzzing with seed ${options.seed}, ${options.runs} runs per task, ${options.concurrency} at a time`,
  );
  const system = await timed('system started', () => startWithRetries(startSystem));
  /**
   * @type {{
   *   at: string, seed: number, runs: number, operations?: number, seconds?: number, requests?: number,
   *   passed?: boolean, liveness?: Awaited<ReturnType<typeof liveness>>,
   *   phases: {
   *     refused?: Awaited<ReturnType<typeof refusedPhase>>,
   *     scripts?: Awaited<ReturnType<typeof checkStoredScripts>>,
   *     mixed?: Awaited<ReturnType<typeof mixedPhase>>,
   *   },
   * }}
   */
  const report = { at: new Date().toISOString(), seed: options.seed, runs: options.runs, phases: {} };
  const started = performance.now();
  try {
    const actors = await timed('actors signed in', () => createActors(system));
    const world = await timed('data seeded', () => seedData(system.baseUrl, actors));
    const operations = await fetchOperations(system.baseUrl);
    report.operations = operations.length;
    console.log(`${operations.length} operations in the OpenAPI document`);
    if (wanted('refused')) report.phases.refused = await refusedPhase(system, operations, actors, world);
    if (wanted('scripts')) report.phases.scripts = await checkStoredScripts(system, actors, world);
    if (wanted('mixed')) report.phases.mixed = await mixedPhase(system, operations, actors, world);
    report.liveness = await liveness(system);
  } finally {
    report.seconds = Math.round((performance.now() - started) / 1000);
    await system.stop();
  }

  const statsPhases = /** @type {[string, { stats: FuzzStats }][]} */ (
    Object.entries(report.phases).filter(([, phase]) => 'stats' in phase)
  );
  const failures = statsPhases.flatMap(([, phase]) => phase.stats.failures);
  const scriptFailures = report.phases.scripts?.failures ?? [];
  console.table(statsPhases.map(([name, phase]) => summaryRow(name, phase.stats)));
  if (report.phases.scripts) {
    const { fields, pages, seen, executed } = report.phases.scripts;
    console.table([
      { phase: 'scripts', fields, pages, 'payloads seen': seen.length, executed: executed.length },
    ]);
  }
  const requests = statsPhases.reduce((sum, [, phase]) => sum + phase.stats.requests, 0);
  console.log(`${requests} requests in ${report.seconds} s; liveness:`, report.liveness);
  printFailures([...failures, ...scriptFailures]);
  report.requests = requests;
  report.passed = failures.length === 0 && scriptFailures.length === 0 && report.liveness.healthy;
  writeResults(root, 'fuzz', report);
  console.log(
    report.passed ? '\nNo 5xx, no leaks, nothing changed by refused requests, no script ran.' : '\nFAILED',
  );
  if (!report.passed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
