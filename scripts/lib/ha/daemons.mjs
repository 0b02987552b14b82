// Long-running processes of the data tier (etcd, Patroni, HAProxy), each this run's child: their output kept
// for a failing run's log, SIGKILL on demand, started again with the same arguments.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PostgreSQL refuses to run as root: when this script is root, its files and processes (Patroni runs the
 * postmaster, pgBackRest runs as the archive command) belong to the `postgres` account instead.
 * @param {string} command
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function asPostgresUser(command, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {string[]} output lines of every daemon, prefixed with its name
 */
export function startDaemon(name, command, args, output) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: false });
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
