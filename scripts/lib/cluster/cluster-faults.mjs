// The cluster's faults, one after another under load, each SIGKILL followed by a restart: the NATS server
// leading the busiest stream (started again on its store), one gateway replica (its sockets reconnect
// through HAProxy to the other), one replica of each replicated service. Each recovery is timed from the
// restart: until the routes serve through HAProxy, and until the restarted process is back in full (the
// server current on the stream again, the gateway taking traffic with every socket connected, the replica
// on the bus; after the server's and the gateway's, every gateway subscribed to the pushes' events again).
import { setTimeout as sleep } from 'node:timers/promises';
import { RECOVERY_WATCH_MS, faultWindow, recovery, secondsOrNever } from '../chaos/faults.mjs';

const POLL_MS = 200;

/**
 * @typedef {import('../chaos/faults.mjs').Fault & { killed: string, fullMs: number | undefined }} ClusterFault
 * What was killed, and how long until it was back in full.
 */

/**
 * Polls `condition` until it holds; the time it did, or undefined after the watch.
 * @param {() => Promise<boolean>} condition
 * @param {number} restartedAt
 */
async function until(condition, restartedAt) {
  const deadline = restartedAt + RECOVERY_WATCH_MS;
  while (Date.now() < deadline) {
    if (await condition().catch(() => false)) return Date.now();
    await sleep(POLL_MS);
  }
  return undefined;
}

/**
 * Runs the faults. `nats` is the cluster, `haproxy` the balancer, `sockets` the live sockets, `replicated`
 * the services running two replicas. Returns one row per fault with its window (`downAt`…`upAt`), what was
 * killed, and its recovery times.
 * @param {import('../chaos/traffic.mjs').TrafficLog} log
 * @param {object} options
 * @param {Pick<import('@boonies/testing').RunningSystem, 'stopService' | 'startService'>} options.system
 * @param {import('./nats-cluster.mjs').NatsCluster} options.nats
 * @param {import('./haproxy.mjs').Haproxy} options.haproxy
 * @param {import('./live-sockets.mjs').LiveSockets} options.sockets
 * @param {readonly string[]} options.services
 * @param {string[]} options.replicated
 * @param {{ subject: string, gateways: number }} options.pushes the event subject the gateways push from,
 *   and how many gateways listen to it when all is well
 * @param {import('../chaos/traffic.mjs').Caller} options.user
 * @param {number} options.downMs
 * @param {number} options.calmMs
 * @returns {Promise<ClusterFault[]>}
 */
export async function runClusterFaults(
  log,
  { system, nats, haproxy, sockets, services, replicated, pushes, user, downMs, calmMs },
) {
  // Until then a push may be lost with every socket connected: a gateway's subscription is on the killed
  // server, reconnecting, or not made yet by a gateway that just started.
  const gatewaysListen = async () => (await nats.subscribersOf(pushes.subject)) >= pushes.gateways;
  /** @type {ClusterFault[]} */
  const faults = [];
  /**
   * @param {string} target
   * @param {string} kind
   * @param {() => Promise<{ restartedAt: number, killed: string }>} breakAndRestart
   * @param {() => Promise<boolean>} backInFull
   */
  const record = async (target, kind, breakAndRestart, backInFull) => {
    log.markDown(target);
    const downAt = Date.now();
    const { restartedAt, killed } = await breakAndRestart();
    const [routes, fullAt] = await Promise.all([
      recovery(haproxy.url, services, user, restartedAt),
      until(backInFull, restartedAt),
    ]);
    const upAt = Date.now();
    log.markUp(target);
    const fullMs = fullAt && fullAt - restartedAt;
    const recovered = routes.recovered && fullMs !== undefined;
    faults.push({
      ...faultWindow({ target, kind, service: false, downAt, restartedAt, upAt }, routes),
      killed,
      fullMs,
      recovered,
    });
    console.log(
      `  ${target.padEnd(13)} ${kind.padEnd(40)} routes ${secondsOrNever(routes.serviceMs)}, ` +
        `back in full ${secondsOrNever(fullMs)}${recovered ? '' : '  ← NOT RECOVERED IN TIME'}`,
    );
    await sleep(calmMs);
  };

  const stream = await nats.busiestStream();
  if (stream === undefined) throw new Error('The NATS cluster holds no stream to kill the leader of');
  const { leader } = await nats.placementOf(stream);
  if (leader === undefined) throw new Error(`The NATS cluster reports no leader of ${stream}`);
  await record(
    'nats-leader',
    `SIGKILL ${leader} (leads ${stream}), restart`,
    async () => {
      await nats.kill(leader);
      await sleep(downMs);
      await nats.start(leader);
      return { restartedAt: Date.now(), killed: leader };
    },
    // Back in full once the restarted server holds a current copy of the stream again.
    async () => {
      const placement = await nats.placementOf(stream);
      return (
        placement.leader !== undefined &&
        (placement.leader === leader ||
          placement.replicas.some((replica) => replica.name === leader && replica.current)) &&
        (await gatewaysListen())
      );
    },
  );

  const gateway = 'gateway';
  await record(
    'gateway',
    `SIGKILL ${gateway} (one of two), restart`,
    async () => {
      await system.stopService(gateway, 'SIGKILL');
      await sleep(downMs);
      const restartedAt = Date.now();
      // Timed separately below, from the same moment; the harness's own wait only reports a failure.
      system.startService(gateway).catch(() => undefined);
      return { restartedAt, killed: gateway };
    },
    async () => sockets.allConnected() && (await haproxy.serves(gateway)) && (await gatewaysListen()),
  );

  for (const service of replicated) {
    const connectionName = `${service}-service`;
    const connected = await nats.connectionsNamed(connectionName);
    await record(
      service,
      `SIGKILL ${service} (one of two), restart`,
      async () => {
        await system.stopService(service, 'SIGKILL');
        await sleep(downMs);
        const restartedAt = Date.now();
        system.startService(service).catch(() => undefined);
        return { restartedAt, killed: service };
      },
      // Back in full once the restarted replica's connections are on the bus again.
      async () => (await nats.connectionsNamed(connectionName)) >= connected,
    );
  }
  return faults;
}
