// What the proofs that break things under load (`npm run chaos`, `cluster`, `ha`) do alike before and after
// their faults: their shared options, the build, the system started with the settings the checks rely on,
// the people the load acts as, the wait until the system settled, and the shutdown.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { timed } from './bench.mjs';
import { castOf } from './chaos/cast.mjs';
import { settle } from './chaos/settle.mjs';
import { optionalText, parseOptions } from './cli-options.mjs';
import { buildSystem, builtContracts, builtTesting } from './workspace.mjs';

/** The options every proof takes; a proof adds its own (`calm-seconds`, `down-seconds`) or changes these. */
const SHARED_OPTIONS = {
  skaters: 10,
  'warm-up-seconds': 5,
  'settle-seconds': 120,
  'no-build': false,
  logs: optionalText(),
};

/**
 * @template {Record<string, number>} T
 * @param {T} own the proof's own options and defaults, over the shared ones
 * @param {string[]} [args]
 * @returns {typeof SHARED_OPTIONS & T}
 */
export const proofOptions = (own, args) => parseOptions({ ...SHARED_OPTIONS, ...own }, args);

/**
 * Checks the machine has what the proof needs, builds everything but the web app unless `--no-build`, and
 * loads the contracts and the test harness from the build. Returns them with the steps every proof takes
 * with them, bound to its options.
 * @param {typeof SHARED_OPTIONS} options
 * @param {() => void} [ensurePrerequisites] installs or refuses what is missing, before the long build
 */
export async function prepareProof(options, ensurePrerequisites = () => undefined) {
  ensurePrerequisites();
  if (!options['no-build']) await buildSystem();
  const testing = builtTesting();
  return {
    contracts: builtContracts(),
    testing,
    /** @param {import('@boonies/testing').SystemOptions} system */
    startSystem: (system) => startWithRetry(testing.startSystem, system),
    /**
     * @param {import('@boonies/testing').RunningSystem} system
     * @param {string} baseUrl
     */
    signInCast: (system, baseUrl) => signInCast(system, baseUrl, options.skaters),
    /**
     * @param {import('@boonies/testing').RunningSystem} system
     * @param {string} natsUrl
     */
    settleForChecks: (system, natsUrl) => settleForChecks(system, natsUrl, options['settle-seconds']),
    /**
     * @param {import('@boonies/testing').RunningSystem | undefined} system
     * @param {string} [more]
     */
    stopSystem: (system, more) => stopSystem(system, options.logs, more),
  };
}

/**
 * The settings every proof starts the services and the gateway with. The call timeout is explicit so the
 * checks and the gateway agree on it.
 * @param {number} rpcTimeoutMs
 */
export const proofEnv = (rpcTimeoutMs) => ({
  LOG_LEVEL: 'error',
  RPC_TIMEOUT_MS: String(rpcTimeoutMs),
  AUTH_SIGNUP_MAX_PER_IP: '100',
  // Every skater signs up from this machine: without a window they are not look-alikes of each other.
  AUTO_VERIFY_SIGNAL_WINDOW_HOURS: '0',
});

/**
 * Starts every service and a gateway, timed. Ten Node processes booting at once may miss the harness's
 * deadline on a busy machine: a start that fails gets one more try.
 * @param {typeof import('@boonies/testing').startSystem} startSystem
 * @param {import('@boonies/testing').SystemOptions} options
 */
function startWithRetry(startSystem, options) {
  return timed('system started (every service and a gateway)', () =>
    startSystem(options).catch((/** @type {Error} */ error) => {
      console.warn(`  first start failed (${error.message.split('\n')[0]}); trying again`);
      return startSystem(options);
    }),
  );
}

/**
 * The skaters, a brand and an admin the load acts as, signed in through `baseUrl` and known to every
 * service. The connection it reads the database with is closed before the load starts: the load's own
 * connections must survive a PostgreSQL crash, and the checks open a new one.
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {string} baseUrl
 * @param {number} skaters
 */
async function signInCast(system, baseUrl, skaters) {
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    return await timed('skaters, a brand and an admin signed in and known everywhere', () =>
      castOf(baseUrl, client, skaters, system),
    );
  } finally {
    await client.end();
  }
}

/**
 * Opens the checks' connection to the run's database and waits, timed, until every outbox is published and
 * every durable consumer caught up. The caller closes the connection; it is closed here if settling fails.
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {string} natsUrl
 * @param {number} settleSeconds
 */
async function settleForChecks(system, natsUrl, settleSeconds) {
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    const settledMs = await timed('settled (outboxes published, consumers caught up)', () =>
      settle(client, natsUrl, settleSeconds * 1000),
    );
    return { client, settledMs };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

/**
 * Writes what the system's processes printed to `--logs`, followed by `more` (what the proof's own daemons
 * printed), when there is either; then stops the system. A failure to stop is reported, not thrown, so the
 * proof's other servers are stopped too.
 * @param {import('@boonies/testing').RunningSystem | undefined} system
 * @param {string | undefined} logs
 * @param {string} [more]
 */
async function stopSystem(system, logs, more) {
  if (logs && (system || more !== undefined)) writeFileSync(logs, (system?.logs() ?? '') + (more ?? ''));
  await system
    ?.stop()
    .catch((/** @type {Error} */ error) => console.error(`Stopping the system: ${error.message}`));
}
