// Three PostgreSQL instances managed by Patroni over the etcd cluster: one primary, one synchronous standby
// (`synchronous_mode`: a commit returns once a second instance has it), one asynchronous standby. The
// primary crashing fails over to the synchronous standby at once; an instance whose disk is lost is cloned
// again from the primary by its agent.
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { freePort } from '../infra.mjs';
import { asPostgres, ownedByPostgres, startDaemon, stopDaemon, waitFor } from './daemons.mjs';

const PATRONI = process.env.PATRONI_BIN ?? '/usr/bin/patroni';
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
export const SCOPE = 'boonies';

/** @typedef {{ name: string, port: number, restPort: number, dataDir: string, socketDir: string }} Instance */
/** @typedef {Awaited<ReturnType<typeof startPatroniCluster>>} PatroniCluster */

/**
 * One instance's Patroni configuration. The cluster-wide part (`bootstrap.dcs`) is written to etcd by the
 * first agent; the rest is the instance's own.
 * @param {Instance} instance
 * @param {{ etcdHosts: string[], archiveCommand: string }} cluster
 */
export function patroniConfigOf(instance, { etcdHosts, archiveCommand }) {
  const trust = ['local all all trust', 'local replication all trust'];
  return {
    scope: SCOPE,
    name: instance.name,
    restapi: {
      listen: `127.0.0.1:${instance.restPort}`,
      connect_address: `127.0.0.1:${instance.restPort}`,
    },
    etcd3: { hosts: etcdHosts },
    bootstrap: {
      dcs: {
        // The leader key lives 10 s without its agent; agents loop every second.
        ttl: 10,
        loop_wait: 1,
        retry_timeout: 4,
        // A crashed primary is not started again in place: its synchronous standby has every commit.
        primary_start_timeout: 0,
        synchronous_mode: true,
        // With no synchronous standby, commits wait rather than go on unreplicated. Without it, an agent
        // restarted beside its orphaned primary first reloads it with no synchronous standby at all, which
        // releases the commits that were waiting, acknowledged, on a history the new primary has left.
        synchronous_mode_strict: true,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            wal_level: 'replica',
            hot_standby: 'on',
            wal_log_hints: 'on',
            max_connections: 300,
            max_wal_senders: 10,
            max_replication_slots: 10,
            wal_keep_size: '256MB',
            // The primary archives each finished segment; a segment closes at least every 10 s, so the
            // archive trails the primary by that much at most. (pgBackRest refuses `always` on standbys.)
            archive_mode: 'on',
            archive_timeout: '10s',
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { 'auth-local': 'trust' }, { 'auth-host': 'trust' }],
      pg_hba: [...trust, 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust'],
    },
    postgresql: {
      listen: `127.0.0.1:${instance.port}`,
      connect_address: `127.0.0.1:${instance.port}`,
      data_dir: instance.dataDir,
      bin_dir: POSTGRES_BIN,
      pgpass: path.join(instance.socketDir, 'pgpass'),
      authentication: {
        superuser: { username: 'postgres' },
        replication: { username: 'postgres' },
        rewind: { username: 'postgres' },
      },
      parameters: {
        unix_socket_directories: instance.socketDir,
        archive_command: archiveCommand,
      },
      pg_hba: [...trust, 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust'],
      create_replica_methods: ['basebackup'],
      basebackup: [{ checkpoint: 'fast' }],
    },
  };
}

/** @typedef {{ role: string, state: string, xlog?: { received_location?: number, replayed_location?: number } }} PatroniStatus */

/**
 * @param {string} directory the instances' configurations live in it
 * @param {Instance[]} instances from `instancesIn`
 * @param {{ etcdHosts: string[], archiveCommandOf: (dataDir: string) => string, output: string[] }} options
 */
export async function startPatroniCluster(directory, instances, { etcdHosts, archiveCommandOf, output }) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const agents = new Map();
  const configFile = (/** @type {Instance} */ instance) => path.join(directory, `${instance.name}.yml`);
  for (const instance of instances) {
    writeFileSync(
      configFile(instance),
      stringify(patroniConfigOf(instance, { etcdHosts, archiveCommand: archiveCommandOf(instance.dataDir) })),
    );
    ownedByPostgres(instance.socketDir);
    ownedByPostgres(configFile(instance));
  }
  const startAgent = (/** @type {Instance} */ instance) => {
    agents.set(
      instance.name,
      startDaemon(instance.name, PATRONI, [configFile(instance)], output, asPostgres()),
    );
  };
  /** @param {Instance} instance */
  const statusOf = async (instance) => {
    const response = await fetch(`http://127.0.0.1:${instance.restPort}/patroni`, {
      signal: AbortSignal.timeout(1000),
    });
    return /** @type {PatroniStatus} */ (await response.json());
  };
  const named = (/** @type {string} */ name) => {
    const instance = instances.find((candidate) => candidate.name === name);
    if (!instance) throw new Error(`No instance ${name}`);
    return instance;
  };
  const cluster = {
    instances,
    /** The instance Patroni runs as the primary, by its agent's own word. */
    async primary() {
      const statuses = await Promise.all(
        instances.map((instance) => statusOf(instance).catch(() => undefined)),
      );
      const index = statuses.findIndex((status) => status?.role === 'master' || status?.role === 'primary');
      return index === -1 ? undefined : instances[index];
    },
    /** Whether every instance runs, one primary and the others streaming from it. */
    async healthy() {
      const statuses = await Promise.all(instances.map(statusOf));
      const primaries = statuses.filter((status) => status.role === 'master' || status.role === 'primary');
      return (
        primaries.length === 1 &&
        statuses.every((status) => status.state === 'running') &&
        (await synchronousStandby(instances[0])) !== undefined
      );
    },
    /** Whether the instance is a running replica streaming from the primary. */
    /** @param {string} name */
    async streams(name) {
      const status = await statusOf(named(name));
      return (
        status.role === 'replica' &&
        status.state === 'running' &&
        status.xlog?.received_location !== undefined
      );
    },
    /** The postmaster's process id, from its pid file. */
    /** @param {string} name */
    postmasterOf: (name) =>
      Number(readFileSync(path.join(named(name).dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    /** SIGKILLs the instance's postmaster: its backends die with it, as in a crash. */
    /** @param {string} name */
    killPostgres(name) {
      process.kill(cluster.postmasterOf(name), 'SIGKILL');
    },
    /** SIGKILLs the instance's agent, leaving its PostgreSQL running without it. */
    /** @param {string} name */
    killAgent: (name) => stopDaemon(agents.get(name)),
    /** @param {string} name */
    startAgent: (name) => startAgent(named(name)),
    /** Deletes the instance's data folder: its disk is lost. */
    /** @param {string} name */
    wipe(name) {
      rmSync(named(name).dataDir, { recursive: true, force: true });
    },
    async stop() {
      await Promise.all([...agents.values()].map((agent) => stopDaemon(agent, 'SIGTERM')));
    },
  };
  instances.forEach(startAgent);
  await waitFor(
    'Patroni did not bring up a primary and two streaming standbys',
    () => cluster.healthy(),
    120_000,
  );
  return cluster;
}

/**
 * Three instances' ports and folders under `directory`.
 * @param {string} directory
 * @returns {Promise<Instance[]>}
 */
export async function instancesIn(directory, size = 3) {
  /** @type {Instance[]} */
  const instances = [];
  for (let index = 1; index <= size; index++) {
    const name = `pg-${index}`;
    const socketDir = path.join(directory, name);
    mkdirSync(socketDir, { recursive: true });
    instances.push({
      name,
      port: await freePort(),
      restPort: await freePort(),
      dataDir: path.join(socketDir, 'data'),
      socketDir,
    });
  }
  return instances;
}

/**
 * The cluster's synchronous standby, from the DCS through any agent's REST API.
 * @param {Instance} instance
 */
async function synchronousStandby(instance) {
  const response = await fetch(`http://127.0.0.1:${instance.restPort}/cluster`, {
    signal: AbortSignal.timeout(1000),
  });
  /** @type {{ members: { name: string, role: string, state: string }[] }} */
  const body = await response.json();
  return body.members.find(
    (member) => member.role === 'sync_standby' && ['running', 'streaming'].includes(member.state),
  )?.name;
}
