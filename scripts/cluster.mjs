#!/usr/bin/env node
// The production topology on one machine, under faults. Starts:
//   - a private PostgreSQL cluster and three NATS servers forming one JetStream cluster, every stream kept
//     on all three (NATS_STREAM_REPLICAS=3, NATS_URL listing the three servers);
//   - every service, with a second replica of posts and of tricks, and two gateways behind HAProxy
//     (round robin, health-checked, WebSocket upgrades tunnelled);
// then drives the chaos run's mixed load through HAProxy with one live socket.io connection per skater, and
// SIGKILLs in turn the NATS server leading the busiest stream, one gateway, one posts and one tricks
// replica, restarting each. Once the load stopped and the system settled it runs the chaos checks
// (acknowledged writes present, every event applied exactly once, clean answers, recovery in time) and
// counts the `message:new` pushes each socket was owed (both participants of every acknowledged message,
// when no fault overlapped the push's delivery and the socket was connected throughout) and did not hear.
// Prints a table per fault and per check and writes bench-results/cluster.json; exits 1 if a check failed.
// Usage: npm run cluster [-- --skaters 10 --down-seconds 3 --calm-seconds 5 --warm-up-seconds 5
//                           --settle-seconds 120 --no-build --logs /tmp/cluster.log]
import { setTimeout as sleep } from 'node:timers/promises';
import { timed, writeResults } from './lib/bench.mjs';
import { runChecks } from './lib/chaos/checks.mjs';
import { startLoad } from './lib/chaos/load.mjs';
import { printReport, seconds, wrongAbout } from './lib/chaos/report.mjs';
import { startPrivatePostgres } from './lib/chaos/private-servers.mjs';
import { TrafficLog } from './lib/chaos/traffic.mjs';
import { runClusterFaults } from './lib/cluster/cluster-faults.mjs';
import { startHaproxy } from './lib/cluster/haproxy.mjs';
import { openLiveSockets } from './lib/cluster/live-sockets.mjs';
import { startNatsCluster } from './lib/cluster/nats-cluster.mjs';
import { ensureHaproxy } from './lib/prerequisites.mjs';
import { longestFailingStretch, longestSilence } from './lib/cluster/service-gaps.mjs';
import { prepareProof, proofEnv, proofOptions } from './lib/proof-startup.mjs';
import { root } from './lib/workspace.mjs';

const values = proofOptions({ 'down-seconds': 3, 'calm-seconds': 5 });
/** The gateway's call timeout, set explicitly so the checks and the gateway agree on it. */
const RPC_TIMEOUT_MS = 5000;
/** The services run twice; the others once. */
const REPLICATED = ['posts', 'tricks'];
/**
 * How long a push takes from the outbox relay's publishing of its event to a socket when nothing fails: the
 * tail of its delivery window (under 1 s on a 2-core machine loaded far beyond its cores).
 */
const DELIVERY_MS = 2000;

async function main() {
  const startedAt = Date.now();
  const proof = await prepareProof(values, ensureHaproxy);
  const { EVENTS, REALTIME_EVENTS, SERVICE_NAMES } = proof.contracts;
  const { pushTally } = proof.testing;

  const postgres = await timed('private PostgreSQL cluster', startPrivatePostgres);
  /** @type {import('./lib/cluster/nats-cluster.mjs').NatsCluster | undefined} */
  let nats;
  /** @type {import('@boonies/testing').RunningSystem | undefined} */
  let system;
  /** @type {import('./lib/cluster/haproxy.mjs').Haproxy | undefined} */
  let haproxy;
  /** @type {import('./lib/cluster/live-sockets.mjs').LiveSockets | undefined} */
  let sockets;
  /** @type {import('pg').Client | undefined} */
  let client;
  try {
    const natsCluster = (nats = await timed('three NATS servers, one JetStream cluster with its leader', () =>
      startNatsCluster(3),
    ));
    // The harness creates the run's database on the server DATABASE_URL names: the private one.
    process.env.DATABASE_URL = postgres.url;
    system = await proof.startSystem({
      label: 'cluster',
      natsUrl: natsCluster.url,
      env: {
        ...proofEnv(RPC_TIMEOUT_MS),
        NATS_STREAM_REPLICAS: '3',
        // Behind HAProxy, as in production: the client's address comes from X-Forwarded-For.
        TRUST_PROXY: 'true',
      },
    });
    const running = system;
    const second = await timed('second gateway', () => running.addGateway());
    for (const service of REPLICATED)
      await timed(`second ${service} replica`, () => running.addReplica(service));
    const gateways = [{ name: 'gateway', baseUrl: system.baseUrl }, second];
    const balancer = (haproxy = await startHaproxy(gateways));
    const names = gateways.map(({ name }) => name);
    await timed('HAProxy sees both gateways up', () => untilServing(balancer, names));

    const cast = await proof.signInCast(running, balancer.url);
    sockets = await timed('one live socket per skater, through HAProxy', () =>
      openLiveSockets(balancer.url, cast.skaters, REALTIME_EVENTS.messageCreated),
    );

    const log = new TrafficLog(haproxy.url, RPC_TIMEOUT_MS);
    console.log('Load running; faults in turn:');
    const load = startLoad(log, cast);
    await sleep(values['warm-up-seconds'] * 1000);
    const faults = await runClusterFaults(log, {
      system,
      nats,
      haproxy,
      sockets,
      services: SERVICE_NAMES,
      replicated: REPLICATED,
      pushes: { subject: EVENTS.messaging.messageSent.subject, gateways: gateways.length },
      user: cast.skaters[0],
      downMs: values['down-seconds'] * 1000,
      calmMs: values['calm-seconds'] * 1000,
    });
    await load.stop();

    const { client: checksClient, settledMs } = await proof.settleForChecks(system, natsCluster.url);
    client = checksClient;
    // The last events' pushes travel from the bus to the sockets after the consumers caught up.
    await sleep(DELIVERY_MS);
    const messages = /** @type {import('./lib/cluster/live-sockets.mjs').AcknowledgedMessage[]} */ (
      log.created.get('message') ?? []
    );
    const pushes = pushTally(
      sockets.sockets,
      await publishingOf(checksClient, messages, EVENTS.messaging.messageSent.subject),
      faults,
      DELIVERY_MS,
    );
    const checks = [
      ...(await runChecks(client, log, faults, {
        root,
        rpcTimeoutMs: RPC_TIMEOUT_MS,
        refusals: false,
        cutBy: ['gateway'],
      })),
      ...socketChecks(sockets, pushes),
    ];
    report(log, faults, checks, pushes, sockets, settledMs, system.unexpectedExits(), startedAt);
    if (checks.some((result) => !result.passed)) process.exitCode = 1;
  } finally {
    sockets?.close();
    await client?.end().catch(() => undefined);
    const haproxyLogs = haproxy?.logs();
    await haproxy?.stop();
    await proof.stopSystem(system, haproxyLogs);
    await nats?.stop();
    await postgres.stop();
  }
}

/**
 * @param {import('./lib/cluster/haproxy.mjs').Haproxy} haproxy
 * @param {string[]} names
 */
async function untilServing(haproxy, names) {
  const deadline = Date.now() + 30_000;
  while (!(await Promise.all(names.map((name) => haproxy.serves(name)))).every(Boolean)) {
    if (Date.now() > deadline) throw new Error(`HAProxy does not see ${names.join(', ')} up`);
    await sleep(200);
  }
}

/**
 * When each acknowledged message was written and its event published, from the messaging service's outbox:
 * the relay publishes after the answer, so a message acknowledged before a fault may be pushed during it.
 * @param {import('pg').Client} client
 * @param {import('./lib/cluster/live-sockets.mjs').AcknowledgedMessage[]} messages
 * @param {string} subject
 * @returns {Promise<import('@boonies/testing').PushedMessage[]>}
 */
async function publishingOf(client, messages, subject) {
  /** @type {{ rows: { id: string, created_at: Date, published_at: Date | null }[] }} */
  const { rows } = await client.query(
    `SELECT envelope->'data'->>'messageId' AS id, created_at, published_at FROM messaging.outbox
      WHERE subject = $1`,
    [subject],
  );
  const events = new Map(rows.map((row) => [row.id, row]));
  return messages.map((message) => {
    const event = events.get(message.id);
    // Settling waited for every outbox to be published, so an event missing here was never written.
    if (!event?.published_at)
      throw new Error(`Message ${message.id} was acknowledged without a published event`);
    return { ...message, writtenAt: event.created_at.getTime(), publishedAt: event.published_at.getTime() };
  });
}

/**
 * The sockets came back through HAProxy and heard every push they were owed: those no fault overlapped the
 * delivery of, to a socket connected throughout (see `pushTally`).
 * @param {import('./lib/cluster/live-sockets.mjs').LiveSockets} sockets
 * @param {Pushes} pushes
 */
function socketChecks(sockets, pushes) {
  const down = sockets.sockets.filter(({ socket }) => !socket.connected).length;
  const reconnected = sockets.sockets.filter((live) => live.reconnects > 0).length;
  return [
    {
      name: "the killed gateway's sockets reconnected through HAProxy; all connected at the end",
      passed: down === 0 && reconnected > 0,
      wrong: down,
      detail: `${sockets.sockets.length - down} of ${sockets.sockets.length}, ${reconnected} of them reconnected through HAProxy`,
      about: 'sockets',
    },
    {
      name: 'every push owed while no fault lasted was heard',
      passed: pushes.calm.unheard.length === 0,
      wrong: pushes.calm.unheard.length,
      detail: `${pushes.calm.owed - pushes.calm.unheard.length} of ${pushes.calm.owed} message:new pushes`,
      about: 'sockets',
    },
  ];
}

/** @typedef {import('./lib/cluster/cluster-faults.mjs').ClusterFault} ClusterFault */
/** @typedef {ReturnType<typeof import('@boonies/testing').pushTally<ClusterFault>>} Pushes */

/**
 * @param {TrafficLog} log
 * @param {ClusterFault[]} faults
 * @param {(import('./lib/chaos/checks.mjs').Check & { about: string })[]} checks
 * @param {Pushes} pushes
 * @param {import('./lib/cluster/live-sockets.mjs').LiveSockets} sockets
 * @param {number} settledMs
 * @param {string[]} crashes
 * @param {number} startedAt
 */
function report(log, faults, checks, pushes, sockets, settledMs, crashes, startedAt) {
  const faultRows = faults.map((fault) => {
    // In flight at the kill or sent before the recovery was seen.
    const during = log.responses.filter(
      (response) => response.startedAt <= fault.upAt && response.startedAt + response.ms >= fault.downAt,
    );
    const stretch = longestFailingStretch(log.responses, fault.downAt, fault.upAt);
    const delivered = /** @type {import('@boonies/testing').FaultPushes} */ (pushes.perFault.get(fault));
    const outages = sockets.sockets.flatMap((live) =>
      live.outages.filter(([from]) => from >= fault.downAt && from <= fault.upAt),
    );
    return {
      fault: fault.target,
      killed: fault.killed,
      'down (s)': seconds(fault.downForMs),
      'routes (s)': seconds(fault.serviceMs),
      'in full (s)': seconds(fault.fullMs),
      recovered: fault.recovered,
      calls: during.length,
      failed: during.filter((r) => r.status === 0 || r.status >= 500).length,
      'silence (s)': seconds(longestSilence(log.responses, fault.downAt, fault.upAt)),
      'worst gap (s)': seconds(stretch.ms),
      'gap of': stretch.service ?? '-',
      'slowest (s)': seconds(Math.max(0, ...during.map((r) => r.ms))),
      'sockets dropped': outages.length,
      'reconnect (s)': seconds(Math.max(0, ...outages.map(([from, to]) => (to ?? Date.now()) - from))),
      pushes: delivered.pushes,
      missed: delivered.missed,
      'of them, socket down': delivered.missedDisconnected,
    };
  });
  const totals = {
    'acknowledged writes lost': wrongAbout(checks, 'writes'),
    'effects doubled or missing': wrongAbout(checks, 'effects'),
    'unclean answers (hung, 500, not { error, code }, slow)': wrongAbout(checks, 'answers'),
    'faults not recovered': faults.filter((fault) => !fault.recovered).length,
    'socket pushes sent': pushes.pushes,
    'socket pushes missed': pushes.missed,
    'of them during a fault while their socket was reconnecting': [...pushes.perFault.values()].reduce(
      (total, tally) => total + tally.missedDisconnected,
      0,
    ),
    'socket pushes outside faults to a reconnecting socket': pushes.calm.disconnected,
    'slowest owed push, publishing to socket (s)': seconds(pushes.calm.slowestMs),
    'socket pushes heard twice': pushes.doubled,
  };
  const { acknowledged, runSeconds } = printReport({
    faultsTitle:
      'Faults (times from the restart; calls in flight at the kill or sent before recovery; silence: longest\n' +
      'span without any served answer; worst gap: longest stretch from a failed call to its service serving\n' +
      `again; pushes: those whose delivery, from the write to its event published + ${DELIVERY_MS / 1000} s, overlapped it):`,
    faultRows,
    checks,
    totals,
    log,
    crashes,
    startedAt,
  });
  writeResults(root, 'cluster', {
    at: new Date().toISOString(),
    runSeconds,
    calls: log.responses.length,
    acknowledged,
    settledMs,
    faults: faultRows.map((row, index) => ({
      ...row,
      downAt: new Date(faults[index].downAt).toISOString(),
      restartedAt: new Date(faults[index].restartedAt).toISOString(),
      upAt: new Date(faults[index].upAt).toISOString(),
    })),
    totals,
    // Every call that got no answer or a 5xx, to place it against the faults' times.
    failures: log.responses
      .filter((r) => r.status === 0 || r.status >= 500)
      .map((r) => ({ ...r, startedAt: new Date(r.startedAt).toISOString() })),
    // Every owed push not heard, with its delivery window, to place it against the faults' times.
    unheardPushes: pushes.calm.unheard.map(({ from, to, ...push }) => ({
      ...push,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
    })),
    checks,
    passed: checks.every((result) => result.passed),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
