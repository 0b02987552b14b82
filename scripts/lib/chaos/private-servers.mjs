// A PostgreSQL cluster of the run's own, on its own port and directory, so the run may crash and restart it
// without touching the machine's shared servers.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../infra.mjs';

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * PostgreSQL refuses to run as root: when this script is root, the cluster's files and processes belong to
 * the `postgres` account instead.
 * @param {string} command
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
function asPostgresUser(command, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Asynchronous, so the load keeps running while the server stops and starts. */
/** @param {string[]} args */
async function pgCtl(args) {
  const [command, argv] = asPostgresUser(path.join(POSTGRES_BIN, 'pg_ctl'), args);
  await promisify(execFile)(command, argv);
}

/**
 * A fresh cluster (trust authentication, user `postgres`) on a free port. `crash()` stops it the hard way
 * (`pg_ctl stop -m immediate`: no checkpoint, so `start()` recovers from the WAL).
 */
export async function startPrivatePostgres() {
  const directory = mkdtempSync(path.join(tmpdir(), 'chaos-postgres-'));
  chmodSync(directory, 0o755);
  if (process.getuid?.() === 0) chownSync(directory, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  const data = path.join(directory, 'data');
  const [command, argv] = asPostgresUser(path.join(POSTGRES_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(command, argv, { stdio: 'ignore' });
  const port = await freePort();
  // The sockets live in the cluster's own folder; fsync is off because the faults are process crashes,
  // which keep what the kernel already has, never power cuts.
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const control = (/** @type {string} */ action, /** @type {string[]} */ extra = []) =>
    pgCtl([action, '-D', data, '-w', '-l', path.join(directory, 'postgres.log'), '-o', options, ...extra]);
  await control('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => control('stop', ['-m', 'immediate']),
    start: () => control('start'),
    async stop() {
      try {
        await control('stop', ['-m', 'fast']);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
