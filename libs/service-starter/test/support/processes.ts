import { freePort } from '@boonies/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** A child process and everything it printed, for a failing test's message. */
export interface Running {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export interface PrivateNats extends Running {
  url: string;
  /** The password of each user the test asked for. */
  passwords: Record<string, string>;
}

/**
 * A NATS server of the test's own with JetStream, asking each process for its user from `permissionsFile`
 * as production does, each with a password of its own.
 */
export async function startPrivateNats(permissionsFile: string): Promise<PrivateNats> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'boonies-starter-nats-'));
  copyFileSync(permissionsFile, path.join(dir, 'permissions.conf'));
  writeFileSync(
    path.join(dir, 'nats.conf'),
    `listen: "127.0.0.1:${port}"\njetstream { store_dir: "${dir}/jetstream" }\ninclude "permissions.conf"\n`,
  );
  const users = [...readFileSync(permissionsFile, 'utf8').matchAll(/^\s*user: (\w+)$/gm)].map(
    ([, user]) => user,
  );
  // Read by the server as config values: a letter first, then letters and digits.
  const passwords = Object.fromEntries(users.map((user) => [user, `p${randomBytes(12).toString('hex')}`]));
  const env = Object.fromEntries(
    Object.entries(passwords).map(([user, password]) => [`NATS_PASSWORD_${user.toUpperCase()}`, password]),
  );
  const server = startProcess(NATS_SERVER, ['-c', path.join(dir, 'nats.conf')], { ...process.env, ...env });
  await waitForPort(port, server);
  return {
    ...server,
    url: `nats://127.0.0.1:${port}`,
    passwords,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return {
    child,
    output: () => Buffer.concat(output).toString(),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

async function waitForPort(port: number, server: Running): Promise<void> {
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
  throw new Error(`nats-server did not listen on ${port}:\n${server.output()}`);
}
