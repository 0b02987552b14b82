#!/usr/bin/env node
// The data tier replicated and failing over, under load. Starts a three-member etcd cluster, three
// PostgreSQL instances managed by Patroni (synchronous_mode: a commit the services acknowledged is on two
// instances), HAProxy routing to whichever instance Patroni's `/primary` check names, and pgBackRest
// archiving every instance's WAL with a full backup taken up front; then every service and the gateway,
// connected through HAProxy, under the chaos run's mixed load with one live socket per skater. In turn:
//   1. SIGKILL of the primary's postmaster: Patroni promotes the synchronous standby;
//   2. SIGKILL of the new leader's Patroni agent (its PostgreSQL runs on, orphaned), then of one etcd member;
//   3. the primary's disk lost (agent and postmaster killed, data folder wiped): it clones itself back as a
//      replica while another instance takes over;
// while every instance is probed directly twice a second for split brain (two histories taking writes).
// Then the chaos checks (acknowledged writes present, effects exactly once), every outbox event once in its
// stream, and a restore drill: pgBackRest restores to a moment during the load into a fresh instance, every
// write acknowledged before it must be there and nothing after it, and the services start on it and serve
// (RPO and RTO measured).
// Prints a table per fault and per check, writes bench-results/ha.json; exits 1 if a check failed.
// Usage: npm run ha [-- --skaters 10 --calm-seconds 8 --warm-up-seconds 5 --no-build --logs /tmp/ha.log]
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { api, timed, writeResults } from './lib/bench.mjs';
import { runChecks } from './lib/chaos/checks.mjs';
import { faultWindow, recovery, secondsOrNever } from './lib/chaos/faults.mjs';
import { startLoad } from './lib/chaos/load.mjs';
import { publishedOnceCheck } from './lib/chaos/published-once.mjs';
import { printReport, seconds, wrongAbout } from './lib/chaos/report.mjs';
import { TrafficLog } from './lib/chaos/traffic.mjs';
import { openLiveSockets } from './lib/cluster/live-sockets.mjs';
import { longestSilence } from './lib/cluster/service-gaps.mjs';
import { asPostgres, ownedByPostgres, waitFor } from './lib/ha/daemons.mjs';
import { startEtcdCluster } from './lib/ha/etcd-cluster.mjs';
import { instancesIn, startPatroniCluster } from './lib/ha/patroni-cluster.mjs';
import { pgbackrestOf } from './lib/ha/pgbackrest.mjs';
import { startPostgresHaproxy } from './lib/ha/postgres-haproxy.mjs';
import {
  createProbeTable,
  lostProbeWritesOf,
  splitBrainsOf,
  survivingProbeWrites,
  watchForSplitBrain,
} from './lib/ha/split-brain.mjs';
import { freePort } from './lib/infra.mjs';
import { ensureDebianPackage, ensureHaproxy } from './lib/prerequisites.mjs';
import { prepareProof, proofEnv, proofOptions } from './lib/proof-startup.mjs';
import { root } from './lib/workspace.mjs';

const values = proofOptions({ 'calm-seconds': 8 });
/**
 * The gateway's call timeout, set explicitly so the checks and the gateway agree on it: twice the chaos
 * run's, since three PostgreSQL instances, etcd and Patroni share the machine with the services, and a
 * sign-up (argon2) alone takes seconds there.
 */
const RPC_TIMEOUT_MS = 10_000;
/** The bound on each fault: writes through the services resume within it. */
const RESUME_LIMIT_MS = 30_000;
/** How long a fault is watched before it counts as not recovered. */
const WATCH_MS = 120_000;
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
// Nine Node processes booting beside three PostgreSQL instances miss the harness's minute on a busy machine.
process.env.SYSTEM_START_TIMEOUT_MS ??= '240000';

/** Debian's packages of the data tier, installed on a fresh machine as the browser tests install Chromium. */
function ensureDataTierPackages() {
  ensureHaproxy();
  for (const [binary, pkg] of [
    ['/usr/bin/patroni', 'patroni'],
    ['/usr/bin/etcd', 'etcd-server'],
    ['/usr/bin/etcdctl', 'etcd-client'],
    ['/usr/bin/pgbackrest', 'pgbackrest'],
  ]) {
    ensureDebianPackage({ binary, pkg, purpose: 'the replicated PostgreSQL run' });
  }
}

/**
 * @typedef {object} HaFault
 * @property {string} target
 * @property {string} kind
 * @property {string} killed
 * @property {boolean} service
 * @property {number} downAt
 * @property {number} restartedAt
 * @property {number} upAt
 * @property {number} downForMs
 * @property {number | undefined} healthMs
 * @property {number | undefined} serviceMs
 * @property {number | undefined} promotedMs when HAProxy routed to a new primary (a failover), from the kill
 * @property {number | undefined} writesMs when the services acknowledged a write again, from the kill
 * @property {number} writeGapMs the longest stretch of the fault without a write acknowledged
 * @property {number | undefined} fullMs when every instance ran again, the killed one a streaming replica
 * @property {boolean} recovered
 */

async function main() {
  const startedAt = Date.now();
  const proof = await prepareProof(values, ensureDataTierPackages);
  const { REALTIME_EVENTS, SERVICE_NAMES } = proof.contracts;
  const { startSystem } = proof.testing;

  const directory = mkdtempSync(path.join(tmpdir(), 'boonies-ha-'));
  chmodSync(directory, 0o755);
  /** @type {string[]} */
  const output = [];
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  /** @type {import('@boonies/testing').RunningSystem | undefined} */
  let system;
  /** @type {pg.Client | undefined} */
  let client;
  try {
    for (const folder of ['etcd', 'pg', 'backrest']) mkdirSync(path.join(directory, folder));
    ownedByPostgres(path.join(directory, 'pg'));
    ownedByPostgres(path.join(directory, 'backrest'));
    const etcd = await timed('three etcd members', () =>
      startEtcdCluster(path.join(directory, 'etcd'), output),
    );
    stops.push(() => etcd.stop());
    const instances = await instancesIn(path.join(directory, 'pg'));
    const backrest = pgbackrestOf(path.join(directory, 'backrest'), instances);
    ownedByPostgres(backrest.config);
    const patroni = await timed('Patroni: a primary, a synchronous and an asynchronous standby', () =>
      startPatroniCluster(path.join(directory, 'pg'), instances, {
        etcdHosts: etcd.hosts,
        archiveCommandOf: backrest.archiveCommand,
        output,
      }),
    );
    stops.unshift(() => patroni.stop());
    const haproxy = await timed('HAProxy routing to the primary', () =>
      startPostgresHaproxy(directory, instances, output),
    );
    stops.unshift(() => haproxy.stop());
    // HAProxy counts every server up until its first checks: wait until it routes to Patroni's primary only.
    await waitFor(
      'HAProxy did not route to the primary',
      async () => (await haproxy.routesTo()) === (await patroni.primary())?.name,
      30_000,
    );
    await createProbeTable(haproxy.primaryUrl());
    await timed('pgBackRest stanza and full backup', async () => {
      await backrest.create();
      await backrest.backup('full');
    });

    // The harness creates the run's database on the server DATABASE_URL names: the cluster, through HAProxy.
    process.env.DATABASE_URL = haproxy.primaryUrl();
    const env = proofEnv(RPC_TIMEOUT_MS);
    const running = (system = await proof.startSystem({ label: 'ha', env }));
    const cast = await proof.signInCast(running, running.baseUrl);
    const sockets = await timed('one live socket per skater', () =>
      openLiveSockets(running.baseUrl, cast.skaters, REALTIME_EVENTS.messageCreated),
    );
    stops.unshift(async () => sockets.close());

    const log = new TrafficLog(running.baseUrl, RPC_TIMEOUT_MS);
    /** When each creation was acknowledged, by its id, for the restore drill. */
    /** @type {Map<string, number>} */
    const acknowledgedAt = new Map();
    const acknowledge = log.acknowledge.bind(log);
    log.acknowledge = (kind, record) => {
      acknowledgedAt.set(record.id, Date.now());
      acknowledge(kind, record);
    };
    const watch = watchForSplitBrain(instances);
    console.log('Load running; faults in turn:');
    const load = startLoad(log, cast);
    await sleep(values['warm-up-seconds'] * 1000);
    const calm = () => sleep(values['calm-seconds'] * 1000);
    const user = cast.skaters[0];

    /** @type {HaFault[]} */
    const faults = [];
    /**
     * @param {string} target
     * @param {string} kind
     * @param {() => Promise<{ killed: string, restartedAt?: number, promotedAt?: number }>} breakIt
     *   `promotedAt`: when HAProxy routed to a new primary, if breaking it waited for that
     * @param {() => Promise<boolean>} backInFull
     * @param {{ failover?: boolean }} [expected] whether another instance takes over (not for etcd)
     */
    const record = async (target, kind, breakIt, backInFull, { failover = true } = {}) => {
      const before = await haproxy.routesTo();
      log.markDown(target);
      const downAt = Date.now();
      const broken = await breakIt();
      const { killed, restartedAt = downAt } = broken;
      // Each moment is watched on its own, so none of them waits for another to be measured.
      const [promotedAt, routes, writesAt, fullAt] = await Promise.all([
        failover
          ? (broken.promotedAt ??
            waitFor(
              'no new primary',
              async () => ![before, undefined].includes(await haproxy.routesTo()),
              WATCH_MS,
            ).catch(() => undefined))
          : undefined,
        recovery(running.baseUrl, SERVICE_NAMES, user, downAt),
        waitFor(
          'no write acknowledged',
          async () => log.responses.some((r) => acknowledgedWrite(r) && r.startedAt >= downAt),
          WATCH_MS,
        ).catch(() => undefined),
        waitFor('not back in full', backInFull, WATCH_MS).catch(() => undefined),
      ]);
      const upAt = Date.now();
      log.markUp(target);
      const writesMs = writesAt && firstWriteAfter(log, downAt);
      // Writes may go on at first (an orphaned primary serves until HAProxy drops it) and stop later.
      const writeGapMs = longestSilence(log.responses.filter(acknowledgedWrite), downAt, upAt);
      const fault = {
        ...faultWindow({ target, kind, service: false, downAt, restartedAt, upAt }, routes),
        killed,
        promotedMs: promotedAt && promotedAt - downAt,
        writesMs,
        writeGapMs,
        fullMs: fullAt && fullAt - downAt,
        recovered: writesMs !== undefined && writeGapMs <= RESUME_LIMIT_MS && fullAt !== undefined,
      };
      faults.push(fault);
      console.log(
        `  ${target.padEnd(15)} ${kind.padEnd(48)} writes again ${secondsOrNever(writesMs)}, ` +
          `longest without one ${secondsOrNever(writeGapMs)}, back in full ${secondsOrNever(fault.fullMs)}${fault.recovered ? '' : '  ← NOT RECOVERED IN TIME'}`,
      );
      await calm();
    };
    const primaryName = async () => (await patroni.primary())?.name ?? '(none)';

    {
      const killed = await primaryName();
      await record(
        'primary',
        'SIGKILL the postmaster; the sync standby is promoted',
        async () => {
          patroni.killPostgres(killed);
          return { killed };
        },
        // Its agent starts it again as a replica of the new primary (rewound if it had gone ahead).
        async () => (await patroni.streams(killed)) && (await patroni.healthy()),
      );
    }
    {
      const killed = await primaryName();
      await record(
        'patroni-agent',
        "SIGKILL the leader's agent; its PostgreSQL runs on",
        async () => {
          await patroni.killAgent(killed);
          // Its leader key expires and another instance is promoted; then the agent comes back and demotes
          // its orphaned PostgreSQL (pg_rewind) to a replica of the new primary.
          const promotedAt = await waitFor(
            'no failover',
            async () => ![killed, undefined].includes(await haproxy.routesTo()),
            WATCH_MS,
          );
          patroni.startAgent(killed);
          return { killed, restartedAt: Date.now(), promotedAt };
        },
        async () => (await patroni.streams(killed)) && (await patroni.healthy()),
      );
    }
    const member = etcd.members[0];
    await record(
      'etcd-member',
      'SIGKILL one of three etcd members, restart',
      async () => {
        await etcd.kill(member);
        await sleep(5000);
        await etcd.start(member);
        return { killed: member, restartedAt: Date.now() };
      },
      () => patroni.healthy(),
      // Two members keep the quorum: the leader key, and with it the primary, stays where it is.
      { failover: false },
    );
    {
      const killed = await primaryName();
      await record(
        'primary-disk',
        "SIGKILL the primary's agent and postmaster, wipe its data",
        async () => {
          const postmaster = patroni.postmasterOf(killed);
          await patroni.killAgent(killed);
          process.kill(postmaster, 'SIGKILL');
          patroni.wipe(killed);
          patroni.startAgent(killed);
          return { killed, restartedAt: Date.now() };
        },
        async () => (await patroni.streams(killed)) && (await patroni.healthy()),
      );
    }

    // A promoted standby archives only the WAL it writes itself, not the segments it received by streaming:
    // those the killed primary had not archived yet are missing from the repository. So, as after any
    // failover, a backup on the newest timeline; the restore starts from it and needs only WAL archived since.
    await timed('incremental backup under load, after the failovers', () => backrest.backup('incr'));
    // The restore point: in the middle of the load, with writes before and after it.
    await sleep(3000);
    const restorePoint = new Date();
    await sleep(3000);
    await load.stop();
    const rounds = await watch.stop();
    const surviving = await survivingProbeWrites(haproxy.primaryUrl());

    const { client: checksClient, settledMs } = await proof.settleForChecks(running, running.natsUrl);
    client = checksClient;
    const checks = [
      ...(
        await runChecks(checksClient, log, /** @type {any} */ (faults), {
          root,
          rpcTimeoutMs: RPC_TIMEOUT_MS,
          refusals: false,
        })
      ).filter((result) => !result.name.includes('recovered by itself')),
      { ...(await publishedOnceCheck(checksClient, running.natsUrl)), about: 'effects' },
      ...faults.map((fault) => ({
        name: `${fault.target}: never ${RESUME_LIMIT_MS / 1000} s without a write acknowledged, all instances back`,
        passed: fault.recovered,
        wrong: fault.recovered ? 0 : 1,
        detail:
          `writes again after ${secondsOrNever(fault.writesMs)}, longest without one ${secondsOrNever(fault.writeGapMs)}, ` +
          `back in full after ${secondsOrNever(fault.fullMs)}`,
        about: 'recovery',
      })),
      ...splitBrainChecks(rounds, surviving),
      {
        name: 'every live socket connected at the end',
        passed: sockets.allConnected(),
        wrong: sockets.sockets.filter(({ socket }) => !socket.connected).length,
        detail: `${sockets.sockets.length} sockets`,
        about: 'sockets',
      },
    ];
    /** Each fault's creations acknowledged from its kill to its recovery, and those of them missing. */
    const faultCreations = [];
    for (const fault of faults) {
      faultCreations.push(
        await missingCreations(checksClient, log, (id) => {
          const at = acknowledgedAt.get(id) ?? -1;
          return at >= fault.downAt && at <= fault.upAt;
        }),
      );
    }
    await client.end();
    client = undefined;

    const restore = await timed('restore drill', () =>
      restoreDrill({ directory, backrest, restorePoint, log, acknowledgedAt, startSystem, env }),
    );
    stops.unshift(restore.stop);
    checks.push(...restore.checks);
    report(log, faults, faultCreations, checks, restore, settledMs, running.unexpectedExits(), startedAt);
    if (checks.some((result) => !result.passed)) process.exitCode = 1;
  } finally {
    await client?.end().catch(() => undefined);
    await proof.stopSystem(system, output.join('\n'));
    for (const stop of stops)
      await stop().catch((/** @type {Error} */ error) => console.error(error.message));
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A write the services acknowledged: a call that is no read, answered 2xx. */
const acknowledgedWrite = (/** @type {import('./lib/chaos/traffic.mjs').TrafficResponse} */ r) =>
  r.method !== 'GET' && r.status >= 200 && r.status < 300;

/**
 * When the services first acknowledged a write sent after `from`, in ms from it.
 * @param {TrafficLog} log
 * @param {number} from
 */
function firstWriteAfter(log, from) {
  const answered = log.responses
    .filter((r) => acknowledgedWrite(r) && r.startedAt >= from)
    .map((r) => r.startedAt + r.ms);
  return answered.length === 0 ? undefined : Math.min(...answered) - from;
}

/**
 * @param {import('./lib/ha/split-brain.mjs').Probe[][]} rounds
 * @param {string[]} surviving the probe writes the primary holds at the end
 */
function splitBrainChecks(rounds, surviving) {
  const splits = splitBrainsOf(rounds, surviving);
  const lost = lostProbeWritesOf(rounds, surviving);
  const taken = rounds.filter((round) => round.some((probe) => probe.wrote)).length;
  const twoWriters = rounds.filter((round) => round.filter((probe) => probe.wrote).length > 1).length;
  const when = (/** @type {number} */ at) => new Date(at).toISOString();
  return [
    {
      name: 'no split brain: never two instances taking writes on diverging histories in the same round',
      // Rounds with a write taken prove the probe writes at all.
      passed: splits.length === 0 && taken > 0,
      wrong: splits.length,
      detail:
        splits.length === 0
          ? `${rounds.length} rounds of probes on every instance, ${taken} with a write taken` +
            (twoWriters > 0 ? `, ${twoWriters} with two writes one after the other on one history` : '')
          : `e.g. ${splits
              .slice(0, 3)
              .map((split) => `${when(split.at)} ${split.instances.join(' + ')}`)
              .join('; ')}`,
      about: 'split brain',
    },
    {
      name: 'every probe write an instance acknowledged is in the surviving history',
      passed: lost.length === 0 && surviving.length > 0,
      wrong: lost.length,
      detail:
        lost.length === 0
          ? `${surviving.length} probe writes kept`
          : `${lost.length} lost, e.g. ${lost
              .slice(0, 3)
              .map((probe) => `${when(probe.at)} on ${probe.instance}`)
              .join('; ')}`,
      about: 'split brain',
    },
  ];
}

/**
 * Restores the pgBackRest repository as of `restorePoint` into a fresh instance, checks its data against the
 * acknowledged writes, then starts the services on it and times until they serve a restored post.
 * @param {object} options
 * @param {string} options.directory
 * @param {ReturnType<typeof pgbackrestOf>} options.backrest
 * @param {Date} options.restorePoint
 * @param {TrafficLog} options.log
 * @param {Map<string, number>} options.acknowledgedAt
 * @param {typeof import('@boonies/testing').startSystem} options.startSystem
 * @param {Record<string, string>} options.env
 */
async function restoreDrill({ directory, backrest, restorePoint, log, acknowledgedAt, startSystem, env }) {
  // Every segment up to now in the repository, the restore point's included.
  await backrest.check();
  const restoreAt = Date.now();
  const folder = path.join(directory, 'restored');
  mkdirSync(folder);
  ownedByPostgres(folder);
  const dataDir = path.join(folder, 'data');
  await backrest.restore(dataDir, restorePoint);
  const port = await freePort();
  // Patroni's settings came with the files: a plain instance of its own, no archiving, no standby to wait for.
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c archive_mode=off',
    "-c synchronous_standby_names=''",
    `-c hba_file=${path.join(dataDir, 'pg_hba.conf')}`,
    `-c ident_file=${path.join(dataDir, 'pg_ident.conf')}`,
  ].join(' ');
  const pgCtl = (/** @type {string[]} */ args) =>
    promisify(execFile)(path.join(POSTGRES_BIN, 'pg_ctl'), args, asPostgres());
  await pgCtl([
    'start',
    '-D',
    dataDir,
    '-w',
    '-t',
    '300',
    '-l',
    path.join(folder, 'postgres.log'),
    '-o',
    options,
  ]);
  const stopPostgres = async () => {
    await pgCtl(['stop', '-D', dataDir, '-m', 'fast']).catch(() => undefined);
  };
  await waitFor(
    'the restored instance did not finish recovery',
    async () => {
      const probe = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      await probe.connect();
      try {
        return !(await probe.query('SELECT pg_is_in_recovery() AS r')).rows[0].r;
      } finally {
        await probe.end();
      }
    },
    300_000,
  );
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const runDatabase = await runDatabaseName(serverUrl);
  const restoredUrl = `postgres://postgres@127.0.0.1:${port}/${runDatabase}`;

  // The services on the restored data, until one of them serves a post acknowledged before the point.
  process.env.DATABASE_URL = serverUrl;
  const restored = await startSystem({ label: 'ha_restored', env: { ...env, DATABASE_URL: restoredUrl } });
  const posts = (log.created.get('post') ?? []).filter(
    (post) => (acknowledgedAt.get(post.id) ?? Infinity) < restorePoint.getTime(),
  );
  const signIn = await api(restored.baseUrl, 'POST', '/api/auth/signin', {
    body: { email: 'chaos-0@example.com', password: 'bench-password-42' },
  });
  const newestPost = posts.at(-1);
  const servedAt = await waitFor(
    'the restored system did not serve a restored post',
    async () => {
      const { body } = await api(restored.baseUrl, 'GET', `/api/posts/${newestPost?.id}`, {
        cookie: signIn.cookie,
      });
      return body.id === newestPost?.id;
    },
    120_000,
  ).catch(() => undefined);

  const client = new pg.Client({ connectionString: restoredUrl });
  await client.connect();
  try {
    const beforePoint = (/** @type {string} */ id) =>
      (acknowledgedAt.get(id) ?? Infinity) < restorePoint.getTime();
    const { looked: before, missing } = await missingCreations(client, log, beforePoint);
    /** @type {string[]} */
    const after = [];
    for (const table of new Set(CREATION_TABLES.values())) {
      const late = await client.query(`SELECT id FROM ${table} WHERE created_at > $1`, [restorePoint]);
      after.push(...late.rows.map((row) => `${table} ${row.id}`));
    }
    const newest = await client.query(
      `SELECT max(created_at) AS at FROM (SELECT created_at FROM posts.posts UNION ALL SELECT created_at FROM messaging.messages) AS writes`,
    );
    const rpoMs = restorePoint.getTime() - new Date(newest.rows[0].at).getTime();
    const afterPoint = [...acknowledgedAt.values()].filter((at) => at > restorePoint.getTime()).length;
    return {
      rpoMs,
      rtoMs: servedAt && servedAt - restoreAt,
      lost: missing.length,
      acknowledgedBefore: before,
      acknowledgedAfter: afterPoint,
      checks: [
        {
          name: 'restored to the point: every write acknowledged before it is there',
          passed: missing.length === 0 && before > 0,
          wrong: missing.length,
          detail:
            missing.length === 0
              ? `${before} of ${before}`
              : `${missing.length} missing, e.g. ${missing.slice(0, 3).join('; ')}`,
          about: 'restore',
        },
        {
          name: 'restored to the point: nothing written after it',
          passed: after.length === 0 && afterPoint > 0,
          wrong: after.length,
          detail:
            after.length === 0
              ? `none of the ${afterPoint} acknowledged after it`
              : `e.g. ${after.slice(0, 3).join('; ')}`,
          about: 'restore',
        },
        {
          name: 'the services started on the restored instance and served its data',
          passed: servedAt !== undefined,
          wrong: servedAt === undefined ? 1 : 0,
          detail:
            servedAt === undefined
              ? `post ${newestPost?.id}, acknowledged before the point, not served within 120 s`
              : `the newest post acknowledged before the point served ${secondsOrNever(servedAt - restoreAt)} after the restore began`,
          about: 'restore',
        },
      ],
      async stop() {
        await restored.stop().catch(() => undefined);
        await stopPostgres();
      },
    };
  } catch (error) {
    await restored.stop().catch(() => undefined);
    await stopPostgres();
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The run's database on the restored server: the one the harness created (`boonies_test_ha_…`).
 * @param {string} serverUrl
 */
async function runDatabaseName(serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT datname FROM pg_database WHERE datname LIKE 'boonies_test_ha_%'`,
    );
    if (rows.length !== 1)
      throw new Error(`Expected the run's database on the restored server, found ${rows.length}`);
    return /** @type {string} */ (rows[0].datname);
  } finally {
    await client.end();
  }
}

/** The table each kind of acknowledged creation is stored in. */
const CREATION_TABLES = new Map([
  ['post', 'posts.posts'],
  ['reply', 'posts.posts'],
  ['message', 'messaging.messages'],
  ['sponsorship', 'sponsorships.sponsorships'],
  ['calendar-event', 'admin.calendar_events'],
]);

/**
 * The acknowledged creations `which` picks by id, counted, and those of them missing from their tables.
 * @param {pg.Client} client
 * @param {TrafficLog} log
 * @param {(id: string) => boolean} which
 * @returns {Promise<{ looked: number, missing: string[] }>}
 */
async function missingCreations(client, log, which) {
  let looked = 0;
  /** @type {string[]} */
  const missing = [];
  for (const [kind, table] of CREATION_TABLES) {
    const ids = (log.created.get(kind) ?? []).map((created) => created.id).filter(which);
    looked += ids.length;
    const { rows } = await client.query(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
    const present = new Set(rows.map((row) => row.id));
    missing.push(...ids.filter((id) => !present.has(id)).map((id) => `${kind} ${id}`));
  }
  return { looked, missing };
}

/**
 * @param {TrafficLog} log
 * @param {HaFault[]} faults
 * @param {{ looked: number, missing: string[] }[]} faultCreations each fault's, from `missingCreations`
 * @param {{ name: string, passed: boolean, wrong: number, detail: string, about: string }[]} checks
 * @param {{ rpoMs: number, rtoMs: number | undefined, lost: number, acknowledgedBefore: number }} restore
 * @param {number} settledMs
 * @param {string[]} crashes
 * @param {number} startedAt
 */
function report(log, faults, faultCreations, checks, restore, settledMs, crashes, startedAt) {
  const faultRows = faults.map((fault, index) => {
    const during = log.responses.filter(
      (r) => r.startedAt <= fault.upAt && r.startedAt + r.ms >= fault.downAt,
    );
    const writes = during.filter((r) => r.method !== 'GET');
    return {
      fault: fault.target,
      killed: fault.killed,
      'new primary (s)': seconds(fault.promotedMs),
      'writes again (s)': seconds(fault.writesMs),
      'no writes (s)': seconds(fault.writeGapMs),
      'routes (s)': seconds(fault.serviceMs),
      'in full (s)': seconds(fault.fullMs),
      recovered: fault.recovered,
      calls: during.length,
      'writes acked': writes.filter((r) => r.status >= 200 && r.status < 300).length,
      'creations acked': faultCreations[index].looked,
      'of them lost': faultCreations[index].missing.length,
      unavailable: during.filter((r) => r.status === 503 || r.status === 504).length,
      'no answer': during.filter((r) => r.status === 0).length,
    };
  });
  const totals = {
    calls: log.responses.length,
    'acknowledged creations': [...log.created.values()].reduce((total, records) => total + records.length, 0),
    'acknowledged writes lost': wrongAbout(checks, 'writes'),
    'effects doubled or missing': wrongAbout(checks, 'effects'),
    'unclean answers (hung, 500, not { error, code }, slow)': wrongAbout(checks, 'answers'),
    'split brain (rounds on diverging histories, probe writes lost)': wrongAbout(checks, 'split brain'),
    'faults not recovered': faults.filter((fault) => !fault.recovered).length,
    'restore: acknowledged writes before the point lost (RPO, writes)': restore.lost,
    'restore: newest restored write before the point (RPO, s)': seconds(restore.rpoMs),
    'restore: from restore to serving (RTO, s)': seconds(restore.rtoMs),
  };
  const { acknowledged, runSeconds } = printReport({
    faultsTitle:
      'Faults (times from the kill; calls in flight at the kill or sent before recovery; new primary: HAProxy\n' +
      'routing to another instance; writes again: the first write the services acknowledged after the kill):',
    faultRows,
    checks,
    totals,
    log,
    crashes,
    startedAt,
  });
  writeResults(root, 'ha', {
    at: new Date().toISOString(),
    runSeconds,
    settledMs,
    acknowledged,
    faults: faultRows,
    totals,
    checks,
    passed: checks.every((result) => result.passed),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
