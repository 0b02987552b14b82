import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startTestProcess, waitForPort } from './test-process';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

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
