// Runs fuzzing tasks as fast-check properties, a few at a time, and keeps the figures and the failures.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { printable, problemsOf, send } from './requests.mjs';

/** Routes that end or switch the session they are called with: they get the actor's spare session. */
const SESSION_CHANGING = new Set([
  'POST /api/auth/signout',
  'POST /api/auth/deactivate',
  'POST /api/auth/change-password',
  'POST /api/admin/puppets/return',
  'POST /api/admin/puppets/{id}/assume',
]);
/** Requests spent looking for a smaller counterexample after a failure. */
const SHRINK_BUDGET = 60;

/** Each task's own seed, from the run's seed and the task's name: any one task replays alone. */
/** @typedef {import('./phases.mjs').Task} Task */
/** @typedef {import('./requests.mjs').FuzzRequest} FuzzRequest */
/**
 * @typedef {object} Failure A failed task: its problems, and the request that showed them.
 * @property {string} task
 * @property {number} [seed]
 * @property {string[]} [problems]
 * @property {ReturnType<typeof printable>} [shrunk]
 * @property {ReturnType<typeof printable>} [first]
 */
/** @typedef {{ requests: number, '2xx': number, '4xx': number, '5xx': number, other: number }} OperationRow */

/** @type {(seed: number, name: string) => number} */
export const seedOf = (seed, name) => createHash('sha256').update(`${seed}:${name}`).digest().readInt32BE(0);

export class FuzzStats {
  requests = 0;
  /** @type {Record<string, number>} */
  byStatus = {};
  /** @type {Record<string, OperationRow>} */
  byOperation = {};
  /** @type {Failure[]} */
  failures = [];
  /** @type {{ ms: number, request?: ReturnType<typeof printable> }} */
  slowest = { ms: 0 };

  /**
   * @param {import('./openapi.mjs').Operation} operation
   * @param {FuzzRequest} request
   * @param {import('./requests.mjs').FuzzAnswer} response
   * @param {string} actor
   */
  record(operation, request, response, actor) {
    this.requests += 1;
    const status = String(response.status);
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
    const row = (this.byOperation[operation.key] ??= { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0, other: 0 });
    row.requests += 1;
    const family = response.status >= 200 && response.status < 300 ? '2xx' : `${status[0]}xx`;
    row[family in row ? /** @type {keyof OperationRow} */ (family) : 'other'] += 1;
    if (response.ms > this.slowest.ms)
      this.slowest = { ms: Math.round(response.ms), request: printable(request, actor) };
  }
}

/**
 * One task: `runs` requests from `arbitrary` sent as `actor`, each answer checked; with `mustRefuse`, any
 * answer under 400 is a failure too. A failure is shrunk (within a budget) and kept with the task's seed.
 * @param {string} baseUrl
 * @param {FuzzStats} stats
 * @param {Task} task
 * @param {{ seed: number, runs: number }} options
 */
export async function runTask(baseUrl, stats, task, { seed, runs }) {
  const { name, operation, actor, arbitrary, mustRefuse = false } = task;
  const cookie = SESSION_CHANGING.has(operation.key) ? actor.spareCookie : actor.cookie;
  /** @type {WeakMap<FuzzRequest, string[]>} */
  const problemsByRequest = new WeakMap();
  /** @type {{ request: ReturnType<typeof printable>, problems: string[] } | undefined} */
  let firstFailure;
  let shrinkSpent = 0;
  const property = fc.asyncProperty(arbitrary, async (request) => {
    if (firstFailure && ++shrinkSpent > SHRINK_BUDGET) return true;
    const response = await send(baseUrl, request, cookie);
    stats.record(operation, request, response, actor.name);
    const problems = problemsOf(request, response);
    if (mustRefuse && response.status > 0 && response.status < 400) {
      problems.push(
        `answered ${response.status} although it must be refused: ${response.text.slice(0, 200)}`,
      );
    }
    if (problems.length === 0) return true;
    problemsByRequest.set(request, problems);
    firstFailure ??= { request: printable(request, actor.name), problems };
    return false;
  });
  const taskSeed = seedOf(seed, name);
  const details = await fc.check(property, { seed: taskSeed, numRuns: runs, endOnFailure: false });
  if (details.failed && details.counterexample) {
    const [request] = details.counterexample;
    stats.failures.push({
      task: name,
      seed: taskSeed,
      problems: problemsByRequest.get(request) ?? firstFailure?.problems,
      shrunk: printable(request, actor.name),
      first: firstFailure?.request,
    });
  } else if (details.failed) {
    stats.failures.push({ task: name, seed: taskSeed, problems: [String(details.errorInstance)] });
  }
}

/**
 * Runs the tasks `concurrency` at a time.
 * @param {string} baseUrl
 * @param {FuzzStats} stats
 * @param {Task[]} tasks
 * @param {{ seed: number, runs: number, concurrency: number }} options
 */
export async function runTasks(baseUrl, stats, tasks, options) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await runTask(baseUrl, stats, task, options);
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}
