// What the work under measure costs each process of the machine, from /proc (Linux): CPU time, wake-ups and
// preemptions per request, resident memory, and when the machine has settled after a load.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** @typedef {(number | string)[] | string | (() => (number | string)[])} ProcessGroup Pids, a command name, or how to find them. */

/** Resident memory of a process in MB, from /proc (Linux). */
/** @param {number | string} pid */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * How often the process's main thread has stopped running so far, from /proc; zeros once it is gone.
 * `wakeUps` (voluntary context switches): it went to sleep waiting, for a Node process an event-loop turn
 * that found nothing to do, for a PostgreSQL backend a wait for its client. `preemptions` (involuntary): the
 * kernel gave its core to another process while it still had work.
 * @param {number | string} pid
 */
function switchesOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const count = (/** @type {string} */ field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { wakeUps: count('voluntary_ctxt_switches'), preemptions: count('nonvoluntary_ctxt_switches') };
  } catch {
    return { wakeUps: 0, preemptions: 0 };
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); 0 once it is gone. */
/** @param {number | string} pid */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * The ids of every process whose command name is `command` (e.g. every PostgreSQL backend), and whose
 * command line, when `matches` is given, it accepts.
 * @param {string} command
 * @param {(commandLine: string[]) => boolean} [matches]
 */
function pidsNamed(command, matches) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== command) return false;
        return !matches || matches(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/));
      } catch {
        return false;
      }
    });
}

/** @param {ProcessGroup} group */
function pidsOf(group) {
  if (typeof group === 'string') return pidsNamed(group);
  return typeof group === 'function' ? group() : group;
}

/**
 * The processes of a private system (`startSystem`) that serve its requests, as `cpuPerRequest` groups: the
 * gateway, the named services, its own NATS server and the PostgreSQL backends connected to its database.
 * Other NATS servers and databases on a shared machine are left out (so are PostgreSQL's background
 * writers, whose share of a read is small).
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {string[]} services
 * @returns {Record<string, ProcessGroup>}
 */
export function systemProcesses(system, services) {
  const pids = system.pids();
  const natsPort = new URL(system.natsUrl).port;
  const database = new URL(system.databaseUrl).pathname.slice(1);
  return {
    gateway: [pids.gateway],
    ...Object.fromEntries(services.map((service) => [`${service} service`, [pids[service]]])),
    'NATS server': () => pidsNamed('nats-server', (args) => args.includes(natsPort)),
    // A backend's title names its database: `postgres: <cluster>: <user> <database> <client> <state>`.
    PostgreSQL: () => pidsNamed('postgres', (args) => args.includes(database)),
  };
}

/** Busy CPU time of the whole machine so far, in ms: every core's time that was not idle or waiting. */
export function machineBusyMs() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Waits until the machine has settled after a load: the work the load set off (consumers, outbox relays)
 * done, the machine busy less than `busyShare` of one core over a `windowMs` window, or `maxMs` passed.
 * Inside a `cpuPerRequest` window, a write's asynchronous work is then counted with it rather than with
 * whatever is measured next.
 */
export async function untilQuiet({ windowMs = 250, busyShare = 0.15, maxMs = 10_000 } = {}) {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const before = machineBusyMs();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if (machineBusyMs() - before < windowMs * busyShare || Date.now() >= deadline) return;
  }
}

/**
 * Where the CPU goes while `work` runs: each group's CPU ms per request (groups: name → pids, a command
 * name for every process of that name, or a function finding the pids, asked before and after the work),
 * everything else on the machine (the load generator among it), each group's wake-ups and preemptions per
 * request, and what that implies. With every core busy, `cores / CPU per request` is the most requests per second the
 * machine can serve, and by Little's law `connections / that` is the least mean latency a closed loop of
 * that many connections can see.
 * @template {{ requests: number }} R
 * @param {Record<string, ProcessGroup>} groups
 * @param {number} connections
 * @param {() => R | Promise<R>} work
 */
export async function cpuPerRequest(groups, connections, work) {
  // Per process: a pooled database connection can close and another open while the work runs, so each
  // process counts from its own first sample (or its start).
  const sample = () => ({
    machine: machineBusyMs(),
    groups: Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        new Map(pidsOf(pids).map((pid) => [String(pid), { cpuMs: cpuMsOf(pid), ...switchesOf(pid) }])),
      ]),
    ),
  });
  const before = sample();
  const result = await work();
  const after = sample();
  const perRequest = (/** @type {number} */ ms) => +(ms / result.requests).toFixed(3);
  /** @type {(name: string, of: 'cpuMs' | 'wakeUps' | 'preemptions') => number} */
  const spent = (name, of) =>
    [...after.groups[name]].reduce(
      (sum, [pid, counts]) => sum + counts[of] - (before.groups[name].get(pid)?.[of] ?? 0),
      0,
    );
  const rows = Object.keys(groups).map((name) => ({
    process: name,
    cpuMsPerRequest: perRequest(spent(name, 'cpuMs')),
  }));
  // How often each process stops per request: a wake-up's fixed cost (a poll, a read and a write per
  // socket) weighs more the fewer requests it serves; a preemption leaves its caches to another process.
  /** @type {(of: 'wakeUps' | 'preemptions') => Record<string, number>} */
  const stopsPerRequest = (of) =>
    Object.fromEntries(Object.keys(groups).map((name) => [name, perRequest(spent(name, of))]));
  const accounted = rows.reduce((sum, row) => sum + row.cpuMsPerRequest, 0);
  const machinePerRequest = perRequest(after.machine - before.machine);
  rows.push({
    process: 'everything else (load generator, kernel)',
    cpuMsPerRequest: +(machinePerRequest - accounted).toFixed(3),
  });
  const cores = availableParallelism();
  return {
    result,
    rows,
    wakeUpsPerRequest: stopsPerRequest('wakeUps'),
    preemptionsPerRequest: stopsPerRequest('preemptions'),
    machineCpuMsPerRequest: machinePerRequest,
    cores,
    ceilingRequestsPerSecond: Math.round((cores * 1000) / machinePerRequest),
    leastMeanLatencyMs: +((connections * machinePerRequest) / cores).toFixed(1),
  };
}
