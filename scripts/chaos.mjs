#!/usr/bin/env node
// Faults under load. Starts a private copy of the whole system (its own PostgreSQL cluster and NATS server,
// which this run may crash; every service and the gateway from their built dist), then:
//   1. signs up skaters, a brand and an admin, and drives mixed load from a few concurrent loops (posts,
//      replies, reactions, trick progress, trick videos voted until auto-verified, follows, messages,
//      sponsorship requests and answers, calendar events), recording every answer and every
//      acknowledged write, with what was down at the time;
//   2. SIGKILLs each service in turn, leaves it down a few seconds under load and starts it again; kills
//      NATS and starts it on the same store; crashes PostgreSQL (-m immediate) and starts it; each
//      recovery is timed from the restart until health and a route of each affected service answer;
//   3. stops the load, waits until every outbox is published and every durable consumer caught up, and
//      checks: acknowledged writes present, every event applied exactly once (scores equal the tricks
//      service's formula over progress, counts equal rows, copies equal their source, one notification
//      per event), outages answered 503 with { error, code } and nothing hung or failed with 500, and
//      every fault healed by itself within 10 s.
// Prints a table per fault and per check and writes bench-results/chaos.json; exits 1 if a check failed.
// Usage: npm run chaos [-- --skaters 10 --down-seconds 3 --calm-seconds 3 --warm-up-seconds 5
//                         --settle-seconds 90 --no-build --logs /tmp/chaos.log]
// --logs writes everything the services and the gateway printed (errors only) to that file.
import { setTimeout as sleep } from 'node:timers/promises';
import { timed, writeResults } from './lib/bench.mjs';
import { runChecks } from './lib/chaos/checks.mjs';
import { runFaults } from './lib/chaos/faults.mjs';
import { startLoad } from './lib/chaos/load.mjs';
import { startPrivatePostgres } from './lib/chaos/private-servers.mjs';
import { printChecks } from './lib/chaos/report.mjs';
import { startPrivateNats } from './lib/infra.mjs';
import { TrafficLog } from './lib/chaos/traffic.mjs';
import { prepareProof, proofEnv, proofOptions } from './lib/proof-startup.mjs';
import { root } from './lib/workspace.mjs';

const values = proofOptions({ 'down-seconds': 3, 'calm-seconds': 3, 'settle-seconds': 90 });
/** The gateway's call timeout, set explicitly so the checks and the gateway agree on it. */
const RPC_TIMEOUT_MS = 5000;

async function main() {
  const proof = await prepareProof(values);
  const { SERVICE_NAMES } = proof.contracts;

  const postgres = await timed('private PostgreSQL cluster', startPrivatePostgres);
  const nats = await startPrivateNats();
  // The harness creates the run's database on the server DATABASE_URL names: the private one.
  process.env.DATABASE_URL = postgres.url;
  /** @type {import('@boonies/testing').RunningSystem | undefined} */
  let system;
  /** @type {import('pg').Client | undefined} */
  let client;
  try {
    system = await proof.startSystem({
      label: 'chaos',
      natsUrl: nats.url,
      env: proofEnv(RPC_TIMEOUT_MS),
    });
    const cast = await proof.signInCast(system, system.baseUrl);

    const log = new TrafficLog(system.baseUrl, RPC_TIMEOUT_MS);
    console.log('Load running; faults in turn:');
    const load = startLoad(log, cast);
    await sleep(values['warm-up-seconds'] * 1000);
    const faults = await runFaults(log, {
      system,
      nats,
      postgres,
      services: SERVICE_NAMES,
      user: cast.skaters[0],
      downMs: values['down-seconds'] * 1000,
      calmMs: values['calm-seconds'] * 1000,
    });
    await load.stop();

    const settled = await proof.settleForChecks(system, nats.url);
    client = settled.client;
    const checks = await runChecks(client, log, faults, { root, rpcTimeoutMs: RPC_TIMEOUT_MS });
    report(log, faults, checks, settled.settledMs, system.unexpectedExits?.() ?? []);
    if (checks.some((result) => !result.passed)) process.exitCode = 1;
  } finally {
    await client?.end().catch(() => undefined);
    await proof.stopSystem(system);
    await nats.stop();
    await postgres.stop();
  }
}

/** How many times each value occurs, most frequent first. */
/** @param {string[]} values */
function tally(values) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}

/**
 * @param {TrafficLog} log
 * @param {import('./lib/chaos/faults.mjs').Fault[]} faults
 * @param {Awaited<ReturnType<typeof runChecks>>} checks
 * @param {number} settledMs
 * @param {string[]} crashes
 */
function report(log, faults, checks, settledMs, crashes) {
  const seconds = (/** @type {number | undefined} */ ms) =>
    ms === undefined ? null : +(ms / 1000).toFixed(1);
  const faultRows = faults.map((fault) => {
    const during = log.responses.filter((response) => response.down.includes(fault.target));
    const count = (
      /** @type {(response: import('./lib/chaos/traffic.mjs').TrafficResponse) => boolean} */ test,
    ) => during.filter(test).length;
    return {
      fault: fault.target,
      how: fault.kind,
      'down (s)': seconds(fault.downForMs),
      'health (s)': seconds(fault.healthMs),
      'routes (s)': seconds(fault.serviceMs),
      recovered: fault.recovered,
      calls: during.length,
      '2xx/4xx': count((r) => r.status > 0 && r.status < 500),
      503: count((r) => r.status === 503),
      504: count((r) => r.status === 504),
      'other 5xx': count((r) => r.status >= 500 && r.status !== 503 && r.status !== 504),
      hung: count((r) => r.status === 0),
      answers: tally(during.map((r) => (r.code ? `${r.status} ${r.code}` : String(r.status)))),
    };
  });
  console.log('\nFaults (recovery timed from the restart; calls counted while the fault lasted):');
  // The answers' tally is for the JSON: too wide for the table.
  console.table(
    faultRows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'answers'))),
  );
  printChecks(checks);
  const acknowledged = Object.fromEntries([...log.created].map(([kind, records]) => [kind, records.length]));
  const tracked = Object.fromEntries([...log.states].map(([kind, states]) => [kind, states.size]));
  console.log(
    `${log.responses.length} calls; acknowledged creations ${JSON.stringify(acknowledged)}; tracked states ${JSON.stringify(tracked)}`,
  );
  if (crashes.length > 0) console.log(`Processes that exited unasked: ${crashes.join(', ')}`);
  writeResults(root, 'chaos', {
    at: new Date().toISOString(),
    calls: log.responses.length,
    acknowledged,
    tracked,
    settledMs,
    faults: faultRows,
    checks,
    passed: checks.every((result) => result.passed),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
