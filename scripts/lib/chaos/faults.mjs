// The faults, one after another under load: each service SIGKILLed and started again, NATS killed and
// restarted on its store, PostgreSQL crashed and restarted. Each fault's recovery is timed: from the
// restart until the gateway's health says everything is up and a route of every affected service serves.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** The bound on self-recovery. */
export const RECOVERY_LIMIT_MS = 10_000;
/** How long a recovery is watched before it counts as failed. */
export const RECOVERY_WATCH_MS = 60_000;
const POLL_MS = 100;

/** @typedef {import('./traffic.mjs').Caller} Caller */
/**
 * @typedef {object} Fault One fault's window and its recovery times (ms; undefined: never within the watch).
 * @property {string} target
 * @property {string} kind
 * @property {boolean} service
 * @property {number} downAt
 * @property {number} restartedAt
 * @property {number} upAt
 * @property {number} downForMs
 * @property {number | undefined} healthMs
 * @property {number | undefined} serviceMs
 * @property {boolean} recovered
 */

/**
 * A fault's window, from its kill (`downAt`) through its restart to `upAt` when it was seen recovered, and
 * how soon its routes answered again: what every proof's fault row starts with.
 * @param {Pick<Fault, 'target' | 'kind' | 'service' | 'downAt' | 'restartedAt' | 'upAt'>} window
 * @param {Pick<Fault, 'healthMs' | 'serviceMs'>} routes
 */
export const faultWindow = (window, { healthMs, serviceMs }) => ({
  ...window,
  downForMs: window.restartedAt - window.downAt,
  healthMs,
  serviceMs,
});

/** Milliseconds as seconds to a tenth for a progress line, `never` when the moment never came. */
export const secondsOrNever = (/** @type {number | undefined} */ ms) =>
  ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`;

/**
 * A cheap signed-in read of each service, through the gateway: every service needs one, so the type is keyed
 * by the service names and a new service fails the scripts' typecheck until it has its probe.
 */
/** @type {Record<import('@boonies/contracts/common').ServiceName, (user: Caller) => string>} */
const PROBES = {
  auth: () => '/api/auth/me',
  tricks: (user) => `/api/scores/${user.id}`,
  posts: () => '/api/posts?limit=1',
  verification: () => `/api/verifications/post/${randomUUID()}`,
  messaging: () => '/api/notifications',
  sponsorships: () => '/api/sponsorships/user',
  admin: () => '/api/events',
  games: () => '/api/games?status=finished',
  media: () => `/api/media/${randomUUID()}`,
  // Admins only: a skater's call still reaches the service, which refuses it with a 403 of its own.
  webhooks: () => '/api/admin/webhooks',
  social: () => '/api/users/me/preferences',
};

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {Caller} user
 */
async function answers(baseUrl, path, user) {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: user.cookie },
      signal: AbortSignal.timeout(2000),
    });
    await response.arrayBuffer();
    // A refusal is the service's own answer (the media probe asks for an item that is not there);
    // a service that is down answers 503 or 504 through the gateway.
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Polls until every one of `services` serves its probe route; the time it happened, or undefined.
 * @param {string} baseUrl
 * @param {readonly string[]} services
 * @param {Caller} user
 * @param {number} deadline
 */
async function serving(baseUrl, services, user, deadline) {
  while (Date.now() < deadline) {
    const results = await Promise.all(
      services.map((service) =>
        answers(baseUrl, PROBES[/** @type {keyof typeof PROBES} */ (service)](user), user),
      ),
    );
    if (results.every(Boolean)) return Date.now();
    await sleep(POLL_MS);
  }
  return undefined;
}

/**
 * Polls the gateway's health until it reports `services` up.
 * @param {string} baseUrl
 * @param {readonly string[]} services
 * @param {number} deadline
 */
async function healthy(baseUrl, services, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) });
      const body = await response.json();
      if (services.every((service) => body.services?.[service]?.status === 'up')) return Date.now();
    } catch {
      // The gateway answers even when services are down; no answer at all is one more poll.
    }
    await sleep(POLL_MS);
  }
  return undefined;
}

/**
 * Times one recovery from `restartedAt`: health first, then every service's route.
 * @param {string} baseUrl
 * @param {readonly string[]} services
 * @param {Caller} user
 * @param {number} restartedAt
 */
export async function recovery(baseUrl, services, user, restartedAt) {
  const deadline = restartedAt + RECOVERY_WATCH_MS;
  const healthyAt = await healthy(baseUrl, services, deadline);
  const servingAt = healthyAt && (await serving(baseUrl, services, user, deadline));
  return {
    healthMs: healthyAt && healthyAt - restartedAt,
    serviceMs: servingAt && servingAt - restartedAt,
    recovered: servingAt !== undefined && servingAt - restartedAt <= RECOVERY_LIMIT_MS,
  };
}

/**
 * Runs the faults in turn. `system` is the harness's running system; `nats` and `postgres` the private
 * servers. Returns one row per fault with its window (`downAt`…`upAt`) and its recovery times.
 * @param {import('./traffic.mjs').TrafficLog} log
 * @param {object} options
 * @param {Pick<import('@boonies/testing').RunningSystem, 'baseUrl' | 'stopService' | 'startService'>} options.system
 * @param {{ kill(): Promise<void>, start(): Promise<void> }} options.nats
 * @param {{ crash(): Promise<void>, start(): Promise<void> }} options.postgres
 * @param {readonly string[]} options.services
 * @param {Caller} options.user
 * @param {number} options.downMs
 * @param {number} options.calmMs
 * @returns {Promise<Fault[]>}
 */
export async function runFaults(log, { system, nats, postgres, services, user, downMs, calmMs }) {
  /** @type {Fault[]} */
  const faults = [];
  /** @type {number} */
  let downAt;
  const down = (/** @type {string} */ target) => {
    downAt = Date.now();
    log.markDown(target);
  };
  /** @type {(target: string, affected: readonly string[], kind: string, breakAndRestart: (isDown: () => void) => Promise<number>) => Promise<void>} */
  const record = async (target, affected, kind, breakAndRestart) => {
    const restartedAt = await breakAndRestart(() => down(target));
    const measured = await recovery(system.baseUrl, affected, user, restartedAt);
    const upAt = Date.now();
    log.markUp(target);
    const service = services.includes(target);
    faults.push({
      ...faultWindow({ target, kind, service, downAt, restartedAt, upAt }, measured),
      recovered: measured.recovered,
    });
    console.log(
      `  ${target.padEnd(13)} ${kind.padEnd(26)} health ${secondsOrNever(measured.healthMs)}, ` +
        `routes ${secondsOrNever(measured.serviceMs)}${measured.recovered ? '' : '  ← NOT RECOVERED IN TIME'}`,
    );
    await sleep(calmMs);
  };

  for (const service of services) {
    await record(service, [service], 'SIGKILL, start again', async (isDown) => {
      await system.stopService(service, 'SIGKILL');
      isDown();
      await sleep(downMs);
      const restartedAt = Date.now();
      // The harness waits for health itself; the recovery is timed separately, from the same moment.
      system.startService(service).catch(() => undefined);
      return restartedAt;
    });
  }
  await record('nats', services, 'SIGKILL, start on its store', async (isDown) => {
    await nats.kill();
    isDown();
    await sleep(downMs);
    await nats.start();
    return Date.now();
  });
  await record('postgres', services, 'crash (-m immediate), start', async (isDown) => {
    await postgres.crash();
    isDown();
    await sleep(downMs);
    await postgres.start();
    return Date.now();
  });
  return faults;
}
