import { SERVICE_NAMES } from '@boonies/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The repository root, where the built services live. */
const ROOT = path.resolve(__dirname, '../../..');
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export interface SystemOptions {
  /** Names the test database, e.g. `gateway-auth`. */
  label: string;
  /** Services to run besides the gateway; all seven when omitted. */
  services?: readonly string[];
  /** Extra environment for every process (e.g. lower rate limits). */
  env?: Record<string, string>;
  /** A NATS server (JetStream on) the caller runs, e.g. to restart it; a private one is started when omitted. */
  natsUrl?: string;
}

export interface RunningSystem {
  baseUrl: string;
  databaseUrl: string;
  natsUrl: string;
  /** Everything the processes printed, for a failing test's message. */
  logs(): string;
  /** Processes that exited without being asked to (a crash), e.g. `auth (exit code 1)`. */
  unexpectedExits(): string[];
  stopService(service: string, signal?: NodeJS.Signals): Promise<void>;
  startService(service: string): Promise<void>;
  /** Starts one more replica of a running service (it joins the same queue group and durable consumers). */
  addReplica(service: string): Promise<void>;
  /** The process id of every running process, by name (`posts`, `posts#2`, `gateway`). */
  pids(): Record<string, number>;
  stop(): Promise<void>;
}

/**
 * Runs the real system for end-to-end tests: a private NATS server with JetStream (so streams, durable
 * consumers and queue groups never mix with another run), a fresh database, the built services and the
 * gateway as child processes. Build first: `nx run-many -t build`.
 */
export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const services = options.services ?? SERVICE_NAMES;
  for (const entry of [...services.map(serviceEntry), gatewayEntry()]) {
    if (!existsSync(entry))
      throw new Error(`${entry} is missing: build first with \`npx nx run-many -t build\``);
  }
  const output: string[] = [];
  const nats = options.natsUrl ? callersNatsServer(options.natsUrl) : await startNatsServer(output);
  const database = await createTestDatabase(options.label);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.SYSTEM_LOG_LEVEL ?? 'warn',
    DATABASE_URL: database.url,
    NATS_URL: nats.url,
    PORT: String(port),
    ...options.env,
  };
  const processes = new Map<string, ChildProcess>();
  const crashes: string[] = [];
  const launch = (name: string, entry: string) => {
    const child = spawnLogged(name, entry, env, output);
    // Stopping a process removes it from the map first, so an exit of one still listed was not asked for.
    child.once('exit', (code, signal) => {
      if (processes.get(name) === child) crashes.push(`${name} (${signal ?? `exit code ${code}`})`);
    });
    processes.set(name, child);
  };

  for (const service of services) launch(service, serviceEntry(service));
  launch('gateway', gatewayEntry());
  const baseUrl = `http://127.0.0.1:${port}`;
  const system: RunningSystem = {
    baseUrl,
    databaseUrl: database.url,
    natsUrl: nats.url,
    logs: () => output.join(''),
    unexpectedExits: () => [...crashes],
    async stopService(service, signal = 'SIGTERM') {
      const child = processes.get(service);
      processes.delete(service);
      await stopProcess(child, signal);
    },
    async startService(service) {
      launch(service, serviceEntry(service));
      await waitUntilHealthy(baseUrl, [service], output);
    },
    async addReplica(service) {
      const replicas = [...processes.keys()].filter((name) => name.split('#')[0] === service).length;
      launch(`${service}#${replicas + 1}`, serviceEntry(service));
      await waitUntilHealthy(baseUrl, [service], output);
    },
    pids: () =>
      Object.fromEntries([...processes].flatMap(([name, child]) => (child.pid ? [[name, child.pid]] : []))),
    async stop() {
      const children = [...processes.values()];
      processes.clear();
      await Promise.all(children.map((child) => stopProcess(child, 'SIGTERM')));
      await nats.stop();
      await database.drop();
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

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}

interface NatsServer {
  url: string;
  stop(): Promise<void>;
}

/** A server the caller started: the system uses it and leaves stopping it to the caller. */
function callersNatsServer(url: string): NatsServer {
  return { url, stop: async () => undefined };
}

async function startNatsServer(output: string[]): Promise<NatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(tmpdir(), 'boonies-nats-'));
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => output.push(`[nats] ${chunk.toString()}`));
  await waitForPort(port);
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      await stopProcess(child, 'SIGTERM');
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilHealthy(
  baseUrl: string,
  services: readonly string[],
  output: string[],
): Promise<void> {
  // A busy machine starts eight Node processes slowly: SYSTEM_START_TIMEOUT_MS allows it more time.
  const deadline = Date.now() + Number(process.env.SYSTEM_START_TIMEOUT_MS ?? 60_000);
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

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`Nothing listens on port ${port}`);
}

/** Asks the OS for a port nobody uses. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export type { TestDatabase };
