// Podman as this machine runs it: its own configuration, storage and Docker-compatible API socket, all under
// directories of the run's own (never the user's global configuration), so that `docker-compose` drives it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @param {{ storageDir: string, runDir: string }} dirs storageDir is kept between runs (images, layer cache);
 *   runDir is this run's (configuration, sockets, networks).
 */
export function createEngine({ storageDir, runDir }) {
  mkdirSync(storageDir, { recursive: true });
  mkdirSync(path.join(runDir, 'networks'), { recursive: true });
  const containersConf = path.join(runDir, 'containers.conf');
  const storageConf = path.join(runDir, 'storage.conf');
  // runc and cgroupfs: no systemd manages cgroups here. No default ulimits: the kernel's are lower than
  // podman's defaults would ask for.
  writeFileSync(
    containersConf,
    [
      '[containers]',
      'default_ulimits = []',
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      `[network]`,
      `network_config_dir = "${path.join(runDir, 'networks')}"`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    storageConf,
    [
      '[storage]',
      'driver = "overlay"',
      `graphroot = "${storageDir}"`,
      `runroot = "${path.join(runDir, 'storage-run')}"`,
      '',
    ].join('\n'),
  );
  const socket = path.join(runDir, 'podman.sock');
  const env = { ...process.env, CONTAINERS_CONF: containersConf, CONTAINERS_STORAGE_CONF: storageConf };

  /**
   * Runs podman; throws with its error output when it fails.
   * @param {string[]} args
   * @param {{ input?: string | Buffer, inherit?: boolean }} [options]
   */
  function podman(args, { input, inherit = false } = {}) {
    const result = spawnSync('podman', args, {
      env,
      input,
      stdio: inherit ? ['pipe', 'inherit', 'inherit'] : 'pipe',
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(`podman ${args.join(' ')} failed (${result.status}): ${result.stderr ?? ''}`.trim());
    }
    return (result.stdout ?? '').trim();
  }

  // A build's RUN steps get 1024 open files unless told otherwise, which `npm install` exceeds (EMFILE):
  // builds get this process's own hard limit, which the kernel grants.
  const openFiles = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  const nofile = /^\d+$/.test(openFiles) ? openFiles : '65536';

  /**
   * `podman build` on the host's network (no bridge for builds: they reach the registries as this machine
   * does), with the open files an install needs.
   * @param {string[]} args
   * @param {{ input?: string | Buffer, inherit?: boolean }} [options]
   */
  function build(args, options) {
    return podman(['build', '--network=host', '--ulimit', `nofile=${nofile}:${nofile}`, ...args], options);
  }

  /** @param {string} image */
  function hasImage(image) {
    return spawnSync('podman', ['image', 'exists', image], { env }).status === 0;
  }

  /** @type {import('node:child_process').ChildProcess | undefined} */
  let service;
  /** @type {NodeJS.Timeout | undefined} */
  let ticker;

  /**
   * The Docker API on a socket of the run's own, and the healthchecks: podman schedules them with systemd
   * timers, and no systemd runs here, so they are run from here instead.
   */
  async function startService() {
    service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], {
      env,
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100; attempt++) {
      const ping = spawnSync('curl', ['-sf', '--unix-socket', socket, 'http://d/_ping'], {
        encoding: 'utf8',
      });
      if (ping.stdout === 'OK') break;
      await sleep(100);
    }
    ticker = setInterval(runHealthchecks, 2000);
    return { DOCKER_HOST: `unix://${socket}` };
  }

  /** Each running container's healthcheck interval (ms; 0 when it has none), and when its check last ran. */
  const intervals = new Map();
  const lastRun = new Map();
  const inFlight = new Set();

  /** @param {string} id */
  function intervalOf(id) {
    const result = spawnSync('podman', ['inspect', id], { env, encoding: 'utf8' });
    if (result.status !== 0) return 0;
    const healthcheck = JSON.parse(result.stdout)[0]?.Config?.Healthcheck;
    if (!healthcheck?.Test?.length || healthcheck.Test[0] === 'NONE') return 0;
    // Nanoseconds, as Docker's API gives them; its default when the file names none.
    return healthcheck.Interval ? healthcheck.Interval / 1e6 : 30_000;
  }

  /**
   * Runs each container's check at the interval its image or compose file asks for, one at a time per
   * container: checked more often, a service still starting on a loaded host runs out of retries early and
   * is marked unhealthy (compose then gives up on what depends on it), and the checks themselves, a Node
   * process each, starve the services of CPU.
   */
  function runHealthchecks() {
    const ids = spawnSync('podman', ['ps', '-q', '--filter', 'status=running'], { env, encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean);
    for (const id of ids) {
      if (!intervals.has(id)) intervals.set(id, intervalOf(id));
      const interval = intervals.get(id);
      if (interval === 0 || inFlight.has(id) || Date.now() - (lastRun.get(id) ?? 0) < interval) continue;
      inFlight.add(id);
      lastRun.set(id, Date.now());
      const check = spawn('podman', ['healthcheck', 'run', id], { env, stdio: 'ignore' });
      check.on('exit', () => inFlight.delete(id));
    }
  }

  function stopService() {
    if (ticker) clearInterval(ticker);
    service?.kill('SIGTERM');
  }

  return { env, podman, build, hasImage, startService, stopService, storageDir };
}
