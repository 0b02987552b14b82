// HAProxy in front of the Patroni cluster, the standard pattern: TCP to whichever instance answers 200 on
// Patroni's `/primary` health check. When the check moves, HAProxy cuts every session to the old primary so
// no client keeps writing there. A second port reaches the replicas (`/replica`) for reads that may lag.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForPort } from '../infra.mjs';
import { stopDaemon } from './daemons.mjs';

const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/**
 * @param {{ primaryPort: number, replicaPort: number, statsPort: number }} ports
 * @param {import('./patroni-cluster.mjs').Instance[]} instances
 */
export function postgresHaproxyConfigOf({ primaryPort, replicaPort, statsPort }, instances) {
  const servers = instances.map(
    ({ name, port, restPort }) => `  server ${name} 127.0.0.1:${port} check port ${restPort}`,
  );
  const checked = (/** @type {string} */ route) => [
    `  option httpchk GET ${route}`,
    '  http-check expect status 200',
    // Checked twice a second; down after two failures, up after one success. A server marked down has its
    // sessions cut, so no connection outlives the primary it was opened to.
    '  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions',
  ];
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode tcp',
    '  timeout connect 2s',
    // The services' pooled connections idle for long stretches.
    '  timeout client 30m',
    '  timeout server 30m',
    '  timeout check 2s',
    'listen stats',
    '  mode http',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    'listen primary',
    `  bind 127.0.0.1:${primaryPort}`,
    ...checked('/primary'),
    ...servers,
    'listen replicas',
    `  bind 127.0.0.1:${replicaPort}`,
    '  balance roundrobin',
    ...checked('/replica'),
    ...servers,
    '',
  ].join('\n');
}

/**
 * The server the primary port sends connections to, from HAProxy's statistics as CSV; null when none or
 * more than one take them. A server takes connections in every `UP` state, `UP 1/2` included: that one
 * failed a check but not yet the two that take it down (as every server but the primary has, just after
 * HAProxy starts).
 * @param {string} csv
 * @returns {string | null}
 */
export function primaryRouteOf(csv) {
  const STATUS = 17;
  const up = csv
    .split('\n')
    .map((line) => line.split(','))
    .filter(
      (fields) =>
        fields[0] === 'primary' &&
        !['FRONTEND', 'BACKEND'].includes(fields[1]) &&
        fields[STATUS]?.startsWith('UP'),
    );
  return up.length === 1 ? up[0][1] : null;
}

/**
 * @param {string} directory
 * @param {import('./patroni-cluster.mjs').Instance[]} instances
 * @param {string[]} output
 */
export async function startPostgresHaproxy(directory, instances, output) {
  const ports = { primaryPort: await freePort(), replicaPort: await freePort(), statsPort: await freePort() };
  const config = path.join(directory, 'haproxy-postgres.cfg');
  writeFileSync(config, postgresHaproxyConfigOf(ports, instances));
  // -db: in the foreground, so it is this run's child and dies with it.
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (/** @type {Buffer} */ chunk) => output.push(`haproxy │ ${chunk.toString().trimEnd()}`);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await waitForPort(ports.primaryPort, () => child.exitCode === null);
  return {
    /** Where the services connect: always the primary. */
    primaryUrl: (/** @type {string} */ database = 'postgres') =>
      `postgres://postgres@127.0.0.1:${ports.primaryPort}/${database}`,
    /** Reads that may be behind the primary by the replication lag. */
    replicaUrl: (/** @type {string} */ database = 'postgres') =>
      `postgres://postgres@127.0.0.1:${ports.replicaPort}/${database}`,
    /** The instance HAProxy sends the primary port's connections to, if only one. */
    async routesTo() {
      const response = await fetch(`http://127.0.0.1:${ports.statsPort}/stats;csv`, {
        signal: AbortSignal.timeout(2000),
      }).catch(() => undefined);
      if (!response?.ok) return undefined;
      return primaryRouteOf(await response.text()) ?? undefined;
    },
    stop: () => stopDaemon(child, 'SIGTERM'),
  };
}
