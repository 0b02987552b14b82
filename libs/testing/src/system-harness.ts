import { SERVICE_NAMES } from '@boonies/contracts/common';
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';
import { startTestNatsServer, type TestNatsServer } from './nats-server';
import { stopProcess } from './test-process';
import { generateVapidKeys } from './push-service';
import { createTestDatabase, type TestDatabase } from './test-database';
import { UNREACHED_THROTTLES } from './test-throttles';

/** The repository root, where the built services live. */
const ROOT = path.resolve(__dirname, '../../..');
/** Who may do what on the bus in production: the system runs under it when asked to. */
const PERMISSIONS_FILE = path.join(ROOT, 'deploy/nats/permissions.conf');

export interface SystemOptions {
  /** Names the test database, e.g. `gateway-auth`. */
  label: string;
  /** Services to run besides the gateway; all seven when omitted. */
  services?: readonly string[];
  /** Extra environment for every process (e.g. lower rate limits). */
  env?: Record<string, string>;
  /** A NATS server (JetStream on) the caller runs, e.g. to restart it; a private one is started when omitted. */
  natsUrl?: string;
  /**
   * Runs the private NATS server with the production permissions (`deploy/nats/permissions.conf`): each
   * process signs in as its own user, with only the rights that user has.
   */
  natsPermissions?: boolean;
}

export interface RunningSystem {
  baseUrl: string;
  databaseUrl: string;
  natsUrl: string;
  /** The gateway's session-signing secret: another gateway replica needs it to accept the same sessions. */
  jwtSecret: string;
  /** The private key the system's gateway signs callers with, for a test that calls services directly. */
  callerSigningKey: string;
  /** With `natsPermissions`, the NATS user and password of a process (`gateway`, `auth`, …). */
  natsCredentials(process: string): { user: string; pass: string } | undefined;
  /** Everything the processes printed, for a failing test's message. */
  logs(): string;
  /** Processes that exited without being asked to (a crash), e.g. `auth (exit code 1)`. */
  unexpectedExits(): string[];
  /** Stops a process by its name (`posts`, `posts#2`, `gateway#2`). */
  stopService(service: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped process again as it was launched; resolves once the system reports it up. */
  startService(service: string): Promise<void>;
  /** Starts one more replica of a running service (it joins the same queue group and durable consumers). */
  addReplica(service: string): Promise<void>;
  /**
   * Starts one more gateway (`gateway#2`, …) on a port of its own, with the system's secrets so sessions
   * signed by one are good on the other; resolves with its URL once it reports every service up.
   */
  addGateway(): Promise<{ name: string; baseUrl: string }>;
  /** The process id of every running process, by name (`posts`, `posts#2`, `gateway`). */
  pids(): Record<string, number>;
  /**
   * Runs an operator command of a service (`services/<name>/dist/cli.js <args>`, as docs/operations.md
   * describes) with the system's environment; resolves with what it printed, rejects when it fails.
   */
  runCommand(service: string, args: readonly string[]): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Runs the real system for end-to-end tests: a private NATS server with JetStream (so streams, durable
 * consumers and queue groups never mix with another run), a fresh database, the built services and the
 * gateway as child processes. Build first: `nx run-many -t build`.
 */
export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const services = options.services ?? SERVICE_NAMES;
  const repeated = services.filter((service, index) => services.indexOf(service) !== index);
  if (repeated.length > 0) {
    // The second launch would take the name, and `stop` would never reach the first process.
    throw new Error(`${repeated.join(', ')} listed twice: a second instance is a replica (\`addReplica\`)`);
  }
  for (const entry of [...services.map(serviceEntry), gatewayEntry()]) {
    if (!existsSync(entry))
      throw new Error(`${entry} is missing: build first with \`npx nx run-many -t build\``);
  }
  const output: string[] = [];
  const nats = options.natsUrl
    ? callersNatsServer(options.natsUrl)
    : await startTestNatsServer(options.natsPermissions ? { permissionsFile: PERMISSIONS_FILE } : {});
  const natsPasswords = options.natsPermissions ? nats.passwords : undefined;
  const credentialsOf = (name: string) => {
    const user = name.split('#')[0];
    const pass = natsPasswords?.[user];
    return pass === undefined ? undefined : { user, pass };
  };
  const database = await createTestDatabase(options.label);
  // The system's own media store: the gateway writes uploads where the media service reads them.
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'boonies-media-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...UNREACHED_THROTTLES,
    // Jest runs two whole systems at once, ten services each, against one PostgreSQL of 100 connections,
    // beside the suites' own clients: two systems with pools of five reached it. Benchmarks keep ten.
    ...(process.env.JEST_WORKER_ID ? { DATABASE_POOL_SIZE: '4' } : {}),
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.SYSTEM_LOG_LEVEL ?? 'warn',
    DATABASE_URL: database.url,
    NATS_URL: nats.url,
    PORT: String(port),
    // One secret for the system's life, so a restarted gateway keeps its sessions.
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...callerKeysEnv(),
    // And one signal key, so a restarted (or another) auth replica hashes sign-up signals alike.
    SIGNAL_HASH_KEY: randomBytes(32).toString('base64url'),
    // And one key for webhook secrets at rest, so every webhooks replica opens what another sealed.
    WEBHOOKS_SECRET_KEY: randomBytes(32).toString('base64url'),
    // One VAPID pair: the gateway hands out the public half, the messaging service signs pushes with both.
    ...vapidEnv(),
    // Pushes go to the tests' push service (`startPushService`), plain http on this machine.
    WEB_PUSH_ALLOW_LOOPBACK_HTTP: 'true',
    MEDIA_STORAGE_DIR: mediaDir,
    ...options.env,
  };
  const processes = new Map<string, ChildProcess>();
  /** How each process was launched, so a stopped one (a replica, a second gateway) starts again as itself. */
  const launches = new Map<string, { entry: string; env: NodeJS.ProcessEnv }>();
  const crashes: string[] = [];
  const launch = (name: string, entry: string, ownEnv: NodeJS.ProcessEnv = {}) => {
    const running = processes.get(name);
    if (running && running.exitCode === null && running.signalCode === null) {
      throw new Error(`${name} is already running`);
    }
    launches.set(name, { entry, env: ownEnv });
    const credentials = credentialsOf(name);
    const processEnv = {
      ...env,
      ...ownEnv,
      ...(credentials ? { NATS_USER: credentials.user, NATS_PASSWORD: credentials.pass } : {}),
    };
    const child = spawnLogged(name, entry, processEnv, output);
    // Stopping a process removes it from the map first, so an exit of one still listed was not asked for.
    child.once('exit', (code, signal) => {
      if (processes.get(name) === child) crashes.push(`${name} (${signal ?? `exit code ${code}`})`);
    });
    processes.set(name, child);
  };

  for (const service of services) launch(service, serviceEntry(service));
  launch('gateway', gatewayEntry());
  const baseUrl = `http://127.0.0.1:${port}`;
  /** Where each extra gateway listens, by name. */
  const gatewayUrls = new Map<string, string>([['gateway', baseUrl]]);
  const system: RunningSystem = {
    baseUrl,
    databaseUrl: database.url,
    natsUrl: nats.url,
    jwtSecret: String(env.JWT_SECRET),
    callerSigningKey: String(env.CALLER_SIGNING_KEY),
    natsCredentials: credentialsOf,
    logs: () => output.join(''),
    unexpectedExits: () => [...crashes],
    async stopService(service, signal = 'SIGTERM') {
      const child = processes.get(service);
      processes.delete(service);
      await stopProcess(child, signal);
    },
    async startService(name) {
      const launched = launches.get(name);
      launch(name, launched?.entry ?? serviceEntry(name), launched?.env);
      const gatewayUrl = gatewayUrls.get(name);
      // A gateway is up when it reaches every service; a service when the first gateway reaches it.
      await (gatewayUrl
        ? waitUntilHealthy(gatewayUrl, services, output)
        : waitUntilHealthy(baseUrl, [name.split('#')[0]], output));
    },
    async addReplica(service) {
      const replicas = [...processes.keys()].filter((name) => name.split('#')[0] === service).length;
      launch(`${service}#${replicas + 1}`, serviceEntry(service));
      await waitUntilHealthy(baseUrl, [service], output);
    },
    async addGateway() {
      const name = `gateway#${gatewayUrls.size + 1}`;
      const gatewayUrl = `http://127.0.0.1:${await freePort()}`;
      gatewayUrls.set(name, gatewayUrl);
      launch(name, gatewayEntry(), { PORT: new URL(gatewayUrl).port });
      await waitUntilHealthy(gatewayUrl, services, output);
      return { name, baseUrl: gatewayUrl };
    },
    pids: () =>
      Object.fromEntries([...processes].flatMap(([name, child]) => (child.pid ? [[name, child.pid]] : []))),
    runCommand(service, args) {
      const credentials = credentialsOf(service);
      return runToEnd(path.join(ROOT, 'services', service, 'dist', 'cli.js'), args, {
        ...env,
        ...(credentials ? { NATS_USER: credentials.user, NATS_PASSWORD: credentials.pass } : {}),
      });
    },
    async stop() {
      const children = [...processes.values()];
      processes.clear();
      await Promise.all(children.map((child) => stopProcess(child, 'SIGTERM')));
      await nats.stop();
      await database.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilHealthy(baseUrl, services, output);
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
}

function serviceEntry(service: string): string {
  return path.join(ROOT, 'services', service, 'dist', 'main.js');
}

function gatewayEntry(): string {
  return path.join(ROOT, 'gateway', 'dist', 'main.js');
}

function spawnLogged(name: string, entry: string, env: NodeJS.ProcessEnv, output: string[]): ChildProcess {
  const child = spawn(process.execPath, [entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const record = (chunk: Buffer) => output.push(`[${name}] ${chunk.toString()}`);
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  return child;
}

/** Runs a Node entry to its end: what it printed, or an error with what it printed to stderr. */
function runToEnd(entry: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, [entry, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const printed = Buffer.concat(out).toString();
      if (code === 0) resolve(printed);
      else reject(new Error(`${path.relative(ROOT, entry)} ${args.join(' ')} failed: ${Buffer.concat(err)}`));
    });
  });
}

/** A server the caller started: the system uses it and leaves stopping it to the caller. */
function callersNatsServer(url: string): Pick<TestNatsServer, 'url' | 'passwords' | 'stop'> {
  return { url, passwords: {}, stop: async () => undefined };
}

async function waitUntilHealthy(
  baseUrl: string,
  services: readonly string[],
  output: string[],
): Promise<void> {
  // A busy machine starts eight Node processes slowly (two systems and a browser at once in the browser
  // tier): 100 s still fails inside the suites' 120 s hooks with this message; SYSTEM_START_TIMEOUT_MS
  // allows more.
  const deadline = Date.now() + Number(process.env.SYSTEM_START_TIMEOUT_MS ?? 100_000);
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      const body = (await response.json()) as { services?: Record<string, { status?: string }> };
      const down = services.filter((service) => body.services?.[service]?.status !== 'up');
      if (down.length === 0) return;
      last = `waiting for ${down.join(', ')}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  throw new Error(`System did not become healthy (${last}). Output:\n${output.join('').slice(-8000)}`);
}

export type { TestDatabase };

function vapidEnv(): Record<string, string> {
  const { publicKey, privateKey } = generateVapidKeys();
  return {
    WEB_PUSH_VAPID_PUBLIC_KEY: publicKey,
    WEB_PUSH_VAPID_PRIVATE_KEY: privateKey,
    WEB_PUSH_VAPID_SUBJECT: 'mailto:tests@theboonies.example',
  };
}

/**
 * A caller key pair for one system: the gateway signs with the private half, every service verifies with
 * the public half (base64 DER, as the processes read them).
 */
function callerKeysEnv(): { CALLER_SIGNING_KEY: string; CALLER_VERIFY_KEY: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    CALLER_SIGNING_KEY: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    CALLER_VERIFY_KEY: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}
