// Three NATS servers of the run's own forming one JetStream cluster, on free ports and temporary stores, so
// the run may kill any of them and start it again on its store.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'nats';
import { freePort, waitForPort } from '../infra.mjs';

const CLUSTER_NAME = 'boonies';
/** How long the cluster may take to elect its JetStream meta leader. */
const META_LEADER_MS = 30_000;

/** @typedef {{ name: string, port: number, routePort: number, monitorPort: number, config: string }} NatsNode */
/** @typedef {Awaited<ReturnType<typeof startNatsCluster>>} NatsCluster */

/**
 * One server's configuration: its client port, its route port and routes to every other server.
 * @param {NatsNode} node
 * @param {NatsNode[]} nodes
 * @param {string} directory
 */
function configOf(node, nodes, directory) {
  return [
    `server_name: ${node.name}`,
    `listen: "127.0.0.1:${node.port}"`,
    // Monitoring, to count who is connected: a restarted service replica is back once it is on the bus.
    `http: "127.0.0.1:${node.monitorPort}"`,
    `jetstream { store_dir: "${path.join(directory, node.name)}" }`,
    'cluster {',
    `  name: ${CLUSTER_NAME}`,
    `  listen: "127.0.0.1:${node.routePort}"`,
    `  routes: [${nodes.map((other) => `"nats-route://127.0.0.1:${other.routePort}"`).join(', ')}]`,
    '}',
    '',
  ].join('\n');
}

/**
 * `url` lists every server, as the processes take it. `kill(name)` SIGKILLs one server, `start(name)` starts
 * it again on its store; `leaderOf(stream)` names the server leading a stream.
 */
export async function startNatsCluster(size = 3) {
  const directory = mkdtempSync(path.join(tmpdir(), 'boonies-nats-cluster-'));
  /** @type {NatsNode[]} */
  const nodes = [];
  for (let index = 1; index <= size; index++) {
    nodes.push({
      name: `nats-${index}`,
      port: await freePort(),
      routePort: await freePort(),
      monitorPort: await freePort(),
      config: '',
    });
  }
  for (const node of nodes) {
    mkdirSync(path.join(directory, node.name), { recursive: true });
    node.config = path.join(directory, `${node.name}.conf`);
    writeFileSync(node.config, configOf(node, nodes, directory));
  }
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  const launch = async (/** @type {NatsNode} */ node) => {
    const child = spawn(process.env.NATS_SERVER_BIN ?? 'nats-server', ['-c', node.config], {
      stdio: 'ignore',
    });
    children.set(node.name, child);
    await waitForPort(node.port, () => child.exitCode === null);
  };
  const kill = async (/** @type {string} */ name, /** @type {NodeJS.Signals} */ signal) => {
    const child = children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const nodeNamed = (/** @type {string} */ name) => {
    const node = nodes.find((candidate) => candidate.name === name);
    if (!node) throw new Error(`No NATS server named ${name}`);
    return node;
  };
  /**
   * Every client connection of the servers running now, with its subscriptions.
   * @returns {Promise<{ name?: string, subscriptions_list?: string[] }[]>}
   */
  const clientConnections = async () => {
    const all = [];
    for (const node of nodes) {
      const child = children.get(node.name);
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      const response = await fetch(`http://127.0.0.1:${node.monitorPort}/connz?limit=1024&subs=1`, {
        signal: AbortSignal.timeout(2000),
      }).catch(() => undefined);
      if (!response?.ok) continue;
      /** @type {{ connections?: { name?: string, subscriptions_list?: string[] }[] }} */
      const { connections = [] } = await response.json();
      all.push(...connections);
    }
    return all;
  };
  const urls = nodes.map((node) => `nats://127.0.0.1:${node.port}`);
  const cluster = {
    url: urls.join(','),
    urls,
    names: nodes.map((node) => node.name),
    kill: (/** @type {string} */ name) => kill(name, 'SIGKILL'),
    start: (/** @type {string} */ name) => launch(nodeNamed(name)),
    /**
     * Runs `work` with a JetStream manager on the cluster, then closes the connection.
     * @template T
     * @param {(manager: import('nats').JetStreamManager) => Promise<T>} work
     * @returns {Promise<T>}
     */
    async withManager(work) {
      const connection = await connect({ servers: urls, timeout: 2000 });
      try {
        return await work(await connection.jetstreamManager());
      } finally {
        await connection.close();
      }
    },
    /** The stream holding the most messages: the one whose leader the run kills. */
    busiestStream: () =>
      cluster.withManager(async (manager) => {
        /** @type {import('nats').StreamInfo | undefined} */
        let busiest;
        for await (const stream of manager.streams.list()) {
          if (!busiest || stream.state.messages > busiest.state.messages) busiest = stream;
        }
        return busiest?.config.name;
      }),
    /** `{ leader, replicas: [{ name, current }] }` of a stream, as the cluster reports it now. */
    placementOf: (/** @type {string} */ stream) =>
      cluster.withManager(async (manager) => {
        const info = await manager.streams.info(stream);
        return { leader: info.cluster?.leader, replicas: info.cluster?.replicas ?? [] };
      }),
    /** Client connections named `name` (a service's is `posts-service`), over the servers running now. */
    /** @param {string} name */
    async connectionsNamed(name) {
      return (await clientConnections()).filter((connection) => connection.name === name).length;
    },
    /** Client connections subscribed to `subject` itself, over the servers running now. */
    /** @param {string} subject */
    async subscribersOf(subject) {
      return (await clientConnections()).filter((connection) =>
        connection.subscriptions_list?.includes(subject),
      ).length;
    },
    async stop() {
      await Promise.all(nodes.map((node) => kill(node.name, 'SIGTERM')));
      rmSync(directory, { recursive: true, force: true });
    },
  };
  await Promise.all(nodes.map(launch));
  await untilMetaLeader(cluster);
  return cluster;
}

/** The servers answer JetStream calls only once they elected a meta leader: services must not start sooner. */
/** @param {NatsCluster} cluster */
async function untilMetaLeader(cluster) {
  const deadline = Date.now() + META_LEADER_MS;
  /** @type {Error | undefined} */
  let last;
  while (Date.now() < deadline) {
    try {
      await cluster.withManager((manager) => manager.getAccountInfo());
      return;
    } catch (error) {
      last = /** @type {Error} */ (error);
      await sleep(250);
    }
  }
  throw new Error(`The NATS cluster elected no JetStream leader: ${last?.message}`);
}
