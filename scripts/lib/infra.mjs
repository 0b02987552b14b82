// Checks that PostgreSQL and NATS answer before anything starts, and creates the database if missing.
import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** This checkout's secrets: each made on the first run, kept out of git (`.secrets/`). */
const SECRETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.secrets');
/**
 * The variable each secret is passed in, and its file: the gateway's session signing, auth's signal key, the
 * key webhook endpoints' secrets are sealed with.
 */
const CHECKOUT_SECRETS = {
  JWT_SECRET: 'jwt-secret',
  SIGNAL_HASH_KEY: 'signal-hash-key',
  WEBHOOKS_SECRET_KEY: 'webhooks-secret-key',
};

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/boonies',
  NATS_URL: 'nats://127.0.0.1:4222',
  PORT: '3000',
  // Uploads and their renditions, shared by the gateway and the media service; kept out of git.
  MEDIA_STORAGE_DIR: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/media'),
};

const HOW_TO_START =
  'Start it with your system service manager, or with Docker: `docker compose up -d postgres` in this folder, ' +
  '`docker run -d -p 4222:4222 nats:2.10-alpine -js`.';

/**
 * The processes' environment: the defaults, this checkout's secrets and keys, then whatever is set.
 * @returns {typeof DEFAULTS & Record<string, string>}
 */
export function environment() {
  const given = /** @type {Record<string, string>} */ (
    Object.fromEntries(Object.entries(process.env).filter(([, v]) => v))
  );
  const secrets = Object.fromEntries(
    Object.entries(CHECKOUT_SECRETS).map(([name, file]) => [name, given[name] ?? checkoutSecret(file)]),
  );
  return { ...DEFAULTS, ...secrets, ...checkoutCallerKeys(), ...checkoutVapidKeys(), ...given };
}

/**
 * The VAPID key pair web pushes are signed with (the gateway hands out the public half): made on the first
 * run, kept with the other secrets in `.secrets/`, so phones subscribed once stay subscribed.
 */
/** @returns {{ WEB_PUSH_VAPID_PUBLIC_KEY: string, WEB_PUSH_VAPID_PRIVATE_KEY: string }} */
function checkoutVapidKeys() {
  const file = path.join(SECRETS_DIR, 'vapid-keys.json');
  if (!existsSync(file)) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      WEB_PUSH_VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
      WEB_PUSH_VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
    };
    mkdirSync(SECRETS_DIR, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The key pair the gateway signs callers with and the services verify them with: made on the first run,
 * kept with the other secrets in `.secrets/`.
 */
/** @returns {{ CALLER_SIGNING_KEY: string, CALLER_VERIFY_KEY: string }} */
function checkoutCallerKeys() {
  const file = path.join(SECRETS_DIR, 'caller-keys.json');
  if (!existsSync(file)) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const keys = {
      CALLER_SIGNING_KEY: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      CALLER_VERIFY_KEY: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    };
    mkdirSync(SECRETS_DIR, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {string} file */
function checkoutSecret(file) {
  const secretFile = path.join(SECRETS_DIR, file);
  if (!existsSync(secretFile)) {
    mkdirSync(SECRETS_DIR, { recursive: true, mode: 0o700 });
    writeFileSync(secretFile, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(secretFile, 'utf8').trim();
}

/**
 * @param {string} host
 * @param {number | string} port
 * @returns {Promise<boolean>}
 */
function reachable(host, port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** @param {string} natsUrl */
export async function checkNats(natsUrl) {
  const first = new URL(natsUrl.split(',')[0]);
  if (!(await reachable(first.hostname, first.port || 4222))) {
    throw new Error(`NATS is not reachable at ${natsUrl}. ${HOW_TO_START}`);
  }
}

/** Connects to the server's maintenance database and creates the app's database when it is missing. */
/** @param {string} databaseUrl */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${url.host} (${/** @type {Error} */ (error).message}). ${HOW_TO_START}`,
    );
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      return { created: true, name };
    }
    return { created: false, name };
  } finally {
    await client.end();
  }
}

/**
 * A NATS server with JetStream of the run's own, on a free port and a temporary store: for runs that must not
 * share the machine's server (a service's request subjects are fixed, so two copies of one service would
 * answer each other's requests) or that crash it on purpose. `kill()` SIGKILLs it, `start()` starts it again
 * on the same port and store.
 */
export async function startPrivateNats() {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const storeDir = mkdtempSync(path.join(tmpdir(), 'boonies-nats-'));
  const port = await freePort();
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  const launch = async () => {
    child = spawn(
      process.env.NATS_SERVER_BIN ?? 'nats-server',
      ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
      { stdio: 'ignore' },
    );
    await waitForPort(port, () => child.exitCode === null);
  };
  const kill = async (/** @type {NodeJS.Signals} */ signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  await launch();
  return {
    url: `nats://127.0.0.1:${port}`,
    kill: () => kill('SIGKILL'),
    start: launch,
    async stop() {
      await kill('SIGTERM');
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

/** Asks the OS for a port nobody uses. */
/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something listens on `port` (127.0.0.1); fails after `deadlineMs` or once `alive()` is false. */
/** @param {number} port */
export async function waitForPort(port, alive = () => true, deadlineMs = 15_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await reachable('127.0.0.1', port, 500))) {
    if (!alive() || Date.now() > deadline) throw new Error(`Nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
