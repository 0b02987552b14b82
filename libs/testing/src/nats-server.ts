import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** A child process, and everything it printed for a failing test's message. */
export interface TestProcess {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
}

export interface TestNatsServer {
  url: string;
  /** With a permissions file: each of its users' passwords, as each process would be given its own. */
  passwords: Record<string, string>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A NATS server of the test's own, with JetStream. With `permissionsFile` (a deployment's
 * `permissions.conf`), each user asks for its password from `NATS_PASSWORD_<USER>` as production does, and
 * the test gets a fresh random password for every user.
 */
export async function startTestNatsServer(
  options: { permissionsFile?: string } = {},
): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(tmpdir(), 'boonies-nats-'));
  const passwords = options.permissionsFile ? passwordsOfUsers(options.permissionsFile) : {};
  const args = options.permissionsFile
    ? ['-c', permissionsConfig(options.permissionsFile, storeDir, port)]
    : ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  const passwordEnv = Object.fromEntries(
    Object.entries(passwords).map(([user, pass]) => [`NATS_PASSWORD_${user.toUpperCase()}`, pass]),
  );
  const server = startTestProcess(NATS_SERVER, args, { ...process.env, ...passwordEnv });
  try {
    await waitForPort(port);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}: nats-server said\n${server.output().slice(-2000)}`);
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    passwords,
    output: server.output,
    async stop() {
      await server.stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

/** Spawns a process with its output kept. */
export function startTestProcess(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): TestProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return { child, output: () => Buffer.concat(output).toString(), stop: () => stopProcess(child, 'SIGTERM') };
}

/** Sends `signal`, then SIGKILL after 10 s; resolves once the process exited. */
export async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}

/** Resolves once something accepts connections on the loopback port; fails after about 10 s. */
export async function waitForPort(port: number): Promise<void> {
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

/**
 * A random password for each user of the permissions file. The server reads it from its environment as a
 * config value, so it starts with a letter and holds letters and digits only: `-abc` or `9e5x` would not parse.
 */
function passwordsOfUsers(permissionsFile: string): Record<string, string> {
  const users = [...readFileSync(permissionsFile, 'utf8').matchAll(/^\s*user: (\w+)$/gm)].map(
    ([, user]) => user,
  );
  return Object.fromEntries(users.map((user) => [user, `p${randomBytes(18).toString('hex')}`]));
}

/**
 * A server configuration like production's: the deployment's permissions, copied beside it because an
 * include is read relative to the including file.
 */
function permissionsConfig(permissionsFile: string, storeDir: string, port: number): string {
  copyFileSync(permissionsFile, path.join(storeDir, 'permissions.conf'));
  const file = path.join(storeDir, 'nats.conf');
  writeFileSync(
    file,
    [
      `listen: "127.0.0.1:${port}"`,
      `jetstream { store_dir: "${path.join(storeDir, 'jetstream')}" }`,
      'include "permissions.conf"',
      '',
    ].join('\n'),
  );
  return file;
}
