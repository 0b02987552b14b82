// The benchmark content is loaded by each owning service's own command (`node services/<name>/dist/cli.js
// seed-bench-content …`), which writes it with the service's repositories and formulas; this runs it and reads
// the JSON summary it prints. The seeded ids follow one layout (`seededId`, libs/contracts) everywhere.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timed } from '../bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
/** @type {typeof import('@boonies/contracts') | undefined} */
let contracts;

/**
 * Seeded row n (1-based) of a kind, as the services write it. The contracts are loaded from their build on
 * first use: every benchmark builds before it seeds.
 * @param {import('@boonies/contracts/seeding').SeededKind} kind
 * @param {number} n
 */
export function seededId(kind, n) {
  contracts ??= /** @type {typeof import('@boonies/contracts')} */ (
    require(path.join(root, 'libs/contracts'))
  );
  return contracts.seededId(kind, n);
}

/**
 * Runs a service's `seed-bench-content` with the options as `--name value` (a list as comma-separated ids)
 * and answers the summary it printed.
 * @param {Pick<import('@boonies/testing').RunningSystem, 'runCommand'>} system
 * @param {string} service
 * @param {string} label what the timing line says
 * @param {Record<string, number | string[]>} options
 * @returns {Promise<unknown>} the command's JSON (its caller knows the service's shape)
 */
export async function seedContent(system, service, label, options) {
  const args = Object.entries(options).flatMap(([name, value]) => [
    `--${name}`,
    Array.isArray(value) ? value.join(',') : String(value),
  ]);
  const printed = await timed(label, () => system.runCommand(service, ['seed-bench-content', ...args]));
  // The summary is the first line; a note on events still to publish may follow it.
  return JSON.parse(printed.split('\n')[0]);
}
