// Three etcd members on loopback ports: Patroni's consensus store, holding the leader key that makes exactly
// one PostgreSQL instance the primary. Any one member may die; two keep the quorum.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../infra.mjs';
import { startDaemon, stopDaemon, waitFor } from './daemons.mjs';

const ETCD = process.env.ETCD_BIN ?? '/usr/bin/etcd';

/** @typedef {{ name: string, clientPort: number, peerPort: number }} EtcdMember */
/** @typedef {Awaited<ReturnType<typeof startEtcdCluster>>} EtcdCluster */

/**
 * One member's command line; a restarted member finds the cluster in its data folder.
 * @param {EtcdMember} member
 * @param {EtcdMember[]} members
 * @param {string} directory
 */
export function etcdArgsOf(member, members, directory) {
  const peer = (/** @type {EtcdMember} */ { peerPort }) => `http://127.0.0.1:${peerPort}`;
  const client = `http://127.0.0.1:${member.clientPort}`;
  return [
    '--name',
    member.name,
    '--data-dir',
    path.join(directory, member.name),
    '--listen-client-urls',
    client,
    '--advertise-client-urls',
    client,
    '--listen-peer-urls',
    peer(member),
    '--initial-advertise-peer-urls',
    peer(member),
    '--initial-cluster',
    members.map((other) => `${other.name}=${peer(other)}`).join(','),
    '--initial-cluster-state',
    'new',
    '--initial-cluster-token',
    'boonies-ha',
    // Loopback answers in microseconds: elections in a second rather than the defaults' several.
    '--heartbeat-interval',
    '100',
    '--election-timeout',
    '1000',
  ];
}

/**
 * @param {string} directory where each member keeps its data
 * @param {string[]} output
 */
export async function startEtcdCluster(directory, output, size = 3) {
  /** @type {EtcdMember[]} */
  const members = [];
  for (let index = 1; index <= size; index++) {
    members.push({ name: `etcd-${index}`, clientPort: await freePort(), peerPort: await freePort() });
  }
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const processes = new Map();
  const start = (/** @type {EtcdMember} */ member) => {
    mkdirSync(path.join(directory, member.name), { recursive: true });
    processes.set(
      member.name,
      startDaemon(member.name, ETCD, etcdArgsOf(member, members, directory), output),
    );
  };
  const healthy = async (/** @type {EtcdMember} */ member) => {
    const response = await fetch(`http://127.0.0.1:${member.clientPort}/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok && (await response.json()).health === 'true';
  };
  members.forEach(start);
  await waitFor(
    'etcd did not elect a leader',
    async () => (await Promise.all(members.map(healthy))).every(Boolean),
    30_000,
  );
  const memberNamed = (/** @type {string} */ name) => {
    const member = members.find((candidate) => candidate.name === name);
    if (!member) throw new Error(`No etcd member ${name}`);
    return member;
  };
  return {
    members: members.map(({ name }) => name),
    /** `host:port` of every member, as Patroni's `etcd3.hosts` takes them. */
    hosts: members.map(({ clientPort }) => `127.0.0.1:${clientPort}`),
    /** @param {string} name */
    kill: (name) => stopDaemon(processes.get(name)),
    /** Starts a killed member again on its data; resolves once it is healthy. */
    /** @param {string} name */
    async start(name) {
      start(memberNamed(name));
      return waitFor(`${name} did not rejoin`, () => healthy(memberNamed(name)), 30_000);
    },
    async stop() {
      await Promise.all([...processes.values()].map((child) => stopDaemon(child, 'SIGTERM')));
    },
  };
}
