// Closed-loop load with wrk (HTTP/1.1 keep-alive, one thread): a load generator in C, which competes for the
// machine's cores far less than the system it measures; with the CPU each request costs, when asked.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuPerRequest } from './cpu-use.mjs';

/** @typedef {import('./bench.mjs').LatencyRow} LatencyRow */
/** @typedef {import('./cpu-use.mjs').ProcessGroup} ProcessGroup */

export function requireWrk() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) throw new Error('wrk is not installed. On Debian: apt-get install -y wrk');
}

/** Lua for wrk: cycles through the requests `requestLua` builds and reports percentiles as JSON. */
/** @param {string} requestLua */
function wrkScript(requestLua) {
  return `
${requestLua}
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
               + summary.errors.status + summary.errors.timeout
  io.write(string.format('BENCH_RESULT {"requests":%d,"durationUs":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.duration, errors,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;
}

export const luaList = (/** @type {unknown[]} */ items) =>
  `{ ${items.map((item) => JSON.stringify(item)).join(', ')} }`;

/** Lua that hands out the skaters' cookies in turn. */
export const luaCookies = (/** @type {{ cookie: string }[]} */ skaters) => `
local cookies = ${luaList(skaters.map((skater) => skater.cookie))}
local n = 0
local function cookie() n = n + 1; return cookies[n % #cookies + 1] end
`;

/**
 * Drives one route with wrk (HTTP/1.1 keep-alive, one thread) and returns its latency percentiles.
 * @param {string} name
 * @param {string} baseUrl
 * @param {string} requestLua
 * @param {{ seconds: number, connections: number }} options
 * @returns {LatencyRow}
 */
export function drive(name, baseUrl, requestLua, { seconds, connections }) {
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const script = path.join(directory, 'script.lua');
  writeFileSync(script, wrkScript(requestLua));
  try {
    const output = execFileSync(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, baseUrl],
      { encoding: 'utf8' },
    );
    const line = output.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const result = JSON.parse(line.slice('BENCH_RESULT '.length));
    const ms = (/** @type {number} */ us) => +(us / 1000).toFixed(2);
    return {
      name,
      requests: result.requests,
      errors: result.errors,
      p50: ms(result.p50),
      p95: ms(result.p95),
      p99: ms(result.p99),
      throughput: Math.round(result.requests / (result.durationUs / 1e6)),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * drive, plus what the route costs the whole machine: CPU ms per request, and the least mean latency
 * (`floorMeanMs`) that cost allows a closed loop of this many connections on this many cores. With `groups`
 * (e.g. `systemProcesses`), also each group's CPU ms per request and their sum (`processesCpuMs`): on a
 * machine others share, the figure that leaves their work out.
 * @param {string} name
 * @param {string} baseUrl
 * @param {string} requestLua
 * @param {{ seconds: number, connections: number }} options
 * @param {Record<string, ProcessGroup>} [groups]
 */
export async function driveAccounted(name, baseUrl, requestLua, options, groups = {}) {
  const cpu = await cpuPerRequest(groups, options.connections, () =>
    drive(name, baseUrl, requestLua, options),
  );
  const perGroup = cpu.rows.filter((row) => row.process in groups);
  return {
    ...cpu.result,
    cpuMsPerRequest: cpu.machineCpuMsPerRequest,
    floorMeanMs: cpu.leastMeanLatencyMs,
    ...(perGroup.length > 0
      ? {
          ...Object.fromEntries(perGroup.map((row) => [`${row.process} ms`, row.cpuMsPerRequest])),
          processesCpuMs: +perGroup.reduce((sum, row) => sum + row.cpuMsPerRequest, 0).toFixed(3),
        }
      : {}),
  };
}
