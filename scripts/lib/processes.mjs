// Runs child processes with prefixed output and stops them all cleanly.
import { spawn } from 'node:child_process';

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95, 93];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export class ProcessGroup {
  /** @type {Map<string, import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>>} */
  #children = new Map();
  #stopping = false;

  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {NodeJS.ProcessEnv} env
   */
  start(name, command, args, env) {
    const color = COLORS[this.#children.size % COLORS.length];
    const label = `\x1b[${color}m${name.padEnd(12)}\x1b[0m│ `;
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const print = (/** @type {NodeJS.WriteStream} */ stream) => (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) stream.write(label + line + '\n');
    };
    child.stdout.on('data', print(process.stdout));
    child.stderr.on('data', print(process.stderr));
    child.once('exit', (code, signal) => {
      this.#children.delete(name);
      if (!this.#stopping) process.stderr.write(`${label}exited (${signal ?? code})\n`);
    });
    this.#children.set(name, child);
    return child;
  }

  /** SIGTERM everyone, give them time to drain, then SIGKILL stragglers. */
  async stopAll(graceMs = 10_000) {
    this.#stopping = true;
    const exits = [...this.#children.values()].map(
      (child) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve) =>
            child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
          )
        ),
    );
    for (const child of this.#children.values()) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of this.#children.values()) child.kill('SIGKILL');
    }, graceMs);
    await Promise.all(exits);
    clearTimeout(timer);
  }
}
