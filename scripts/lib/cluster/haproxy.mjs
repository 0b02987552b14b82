// HAProxy in front of the gateway replicas, as production's load balancer: round robin over the gateways it
// sees healthy, WebSocket upgrades tunnelled for socket.io, the client's address forwarded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from '../infra.mjs';

const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/**
 * HAProxy's own refusals in the gateway's `{ error, code }` shape, so a client cannot tell a gateway that
 * died mid-request from a service that did: both say the call may be tried again.
 */
/** @type {Record<number, [reason: string, code: string, message: string]>} */
const ERRORS = {
  502: ['Bad Gateway', 'SERVICE_UNAVAILABLE', 'The gateway stopped answering; try again'],
  503: ['Service Unavailable', 'SERVICE_UNAVAILABLE', 'No gateway is available; try again'],
  504: ['Gateway Timeout', 'SERVICE_TIMEOUT', 'The gateway did not answer in time; try again'],
};

/**
 * @param {string} directory
 * @param {number} status
 */
function errorFile(directory, status) {
  const [reason, code, message] = ERRORS[status];
  const body = JSON.stringify({ error: message, code });
  const file = path.join(directory, `${status}.http`);
  writeFileSync(
    file,
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncache-control: no-store\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
  return file;
}

/**
 * @param {number} port
 * @param {number} statsPort
 * @param {{ name: string, baseUrl: string }[]} gateways
 * @param {string} directory
 */
function configOf(port, statsPort, gateways, directory) {
  return [
    'global',
    '  maxconn 4096',
    '  log stderr format raw local0',
    'defaults',
    '  mode http',
    // Only the sessions that ended abnormally, with HAProxy's termination state saying who cut them.
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    '  option forwardfor',
    // A request whose connection to a gateway failed goes to the other one. A request already sent to a
    // gateway that died without answering is sent again only if it is a read: a write may have been made,
    // so its client gets the cut connection and decides, and no write is ever made twice.
    '  option redispatch',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // An upgraded socket.io connection stays open for the tab's life.
    '  timeout tunnel 1h',
    ...[502, 503, 504].map((status) => `  errorfile ${status} ${errorFile(directory, status)}`),
    // What HAProxy thinks of each gateway, for the run to see when a restarted one takes traffic again.
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend gateways',
    'backend gateways',
    '  balance roundrobin',
    '  http-request disable-l7-retry unless METH_GET',
    // The health route answers 503 while a service is down: the gateway itself is still fine to use.
    '  option httpchk GET /api/health',
    '  http-check expect rstatus ^(200|503)$',
    // The gateway's health waits up to 1.5 s for each service: a check given only `inter` (500 ms) takes a
    // working gateway out on a busy machine, and both of them at once leave nothing to serve.
    '  timeout check 3s',
    '  default-server inter 500ms fall 2 rise 2',
    ...gateways.map(
      ({ name, baseUrl }) => `  server ${name.replace('#', '-')} ${new URL(baseUrl).host} check`,
    ),
    '',
  ].join('\n');
}

/** Starts HAProxy on a free port in front of `gateways` (`{ name, baseUrl }`); `url` is where clients go. */
/** @typedef {Awaited<ReturnType<typeof startHaproxy>>} Haproxy */

/** @param {{ name: string, baseUrl: string }[]} gateways */
export async function startHaproxy(gateways) {
  const directory = mkdtempSync(path.join(tmpdir(), 'boonies-haproxy-'));
  const port = await freePort();
  const statsPort = await freePort();
  const config = path.join(directory, 'haproxy.cfg');
  writeFileSync(config, configOf(port, statsPort, gateways, directory));
  /** @type {string[]} */
  const output = [];
  // -db: in the foreground, so it is this run's child and dies with it.
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk.toString()));
  try {
    await waitForPort(port, () => child.exitCode === null);
  } catch (error) {
    throw new Error(`HAProxy did not start: ${/** @type {Error} */ (error).message}\n${output.join('')}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    logs: () => output.join(''),
    /** Whether HAProxy's health checks have the gateway `name` up, so it takes new connections. */
    /** @param {string} name */
    async serves(name) {
      const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).catch(() => undefined);
      if (!response?.ok) return false;
      const server = name.replace('#', '-');
      return (await response.text())
        .split('\n')
        .some((line) => line.startsWith(`gateways,${server},`) && line.split(',')[17] === 'UP');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
