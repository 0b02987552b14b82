// Long-running processes of the data tier (etcd, Patroni, HAProxy), each this run's child: their output kept
// for a failing run's log, SIGKILL on demand, started again with the same arguments.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PostgreSQL refuses to run as root: when this script is root, its files and processes (Patroni runs the
 * postmaster, pgBackRest runs as the archive command) belong to the `postgres` account instead. The process
 * is started as that account directly (not through `runuser`), so its pid is the daemon's own and a SIGKILL
 * reaches it.
 * @returns {{ uid?: number, gid?: number, env?: NodeJS.ProcessEnv }} options for `spawn` and `execFile`
 */
export function asPostgres() {
  if (process.getuid?.() !== 0) return {};
  const [, , uid, gid, , home] = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' })
    .trim()
    .split(':');
  return { uid: Number(uid), gid: Number(gid), env: { ...process.env, HOME: home, USER: 'postgres' } };
}

/**
 * Gives a file or folder this run made to the account `asPostgres` runs PostgreSQL as.
 * @param {string} file
 */
export function ownedByPostgres(file) {
  const { uid, gid } = asPostgres();
  if (uid === undefined || gid === undefined) return;
  chmodSync(file, 0o750);
  chownSync(file, uid, gid);
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {string[]} output lines of every daemon, prefixed with its name
 * @param {{ uid?: number, gid?: number, env?: NodeJS.ProcessEnv }} [account] from `asPostgres`
 */
export function startDaemon(name, command, args, output, account = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...account });
  const keep = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) output.push(`${name} │ ${line}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

/**
 * SIGKILLs a daemon (or SIGTERMs it, for a clean stop) and waits for its exit.
 * @param {import('node:child_process').ChildProcess | undefined} child
 * @param {NodeJS.Signals} signal
 */
export async function stopDaemon(child, signal = 'SIGKILL') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  await exited;
}

/**
 * Polls `condition` until it holds; throws with `what` after `timeoutMs`.
 * @param {string} what
 * @param {() => Promise<boolean>} condition
 * @param {number} timeoutMs
 */
export async function waitFor(what, condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
  return Date.now();
}
