// Podman as this machine runs it: its own configuration, storage and Docker-compatible API socket, all under
// directories of the run's own (never the user's global configuration), so that `docker-compose` drives it.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The store's run root (mounts, locks: what a reboot must clear). Podman writes the first one it is given
 * into the store's database and uses that one ever after, whatever a later configuration says: one place
 * per store, then, on /run (emptied at boot) when this user may write there.
 * @param {string} storageDir
 */
function runRootOf(storageDir) {
  const id = createHash('sha256').update(storageDir).digest('hex').slice(0, 12);
  let base = '/run';
  try {
    accessSync(base, constants.W_OK);
  } catch {
    base = os.tmpdir();
  }
  return path.join(base, `boonies-containers-${id}`);
}

/**
 * @param {{ storageDir: string, tmpDir: string, runDir: string }} dirs storageDir is kept between runs
 *   (images, layer cache), and so is tmpDir (builds' cache mounts: npm's downloads); runDir is this run's
 *   (configuration, sockets, networks).
 */
export function createEngine({ storageDir, tmpDir, runDir }) {
  mkdirSync(storageDir, { recursive: true });
  mkdirSync(tmpDir, { recursive: true });
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
      `runroot = "${runRootOf(storageDir)}"`,
      '',
    ].join('\n'),
  );
  const socket = path.join(runDir, 'podman.sock');
  // TMPDIR: where builds keep their cache mounts (buildah-cache), in the kept cache rather than /var/tmp.
  const env = {
    ...process.env,
    CONTAINERS_CONF: containersConf,
    CONTAINERS_STORAGE_CONF: storageConf,
    TMPDIR: tmpDir,
  };
  /** What this run started and an interruption must stop: builds, compose, healthchecks. */
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const children = new Set();
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let service;
  /** @type {NodeJS.Timeout | undefined} */
  let ticker;

  /**
   * Runs a short podman command and returns what it printed; throws with its error output when it fails.
   * @param {string[]} args
   */
  function podman(args) {
    const result = spawnSync('podman', args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
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
   * does), with the open files an install needs. Its output goes to this process's, so a long build shows
   * where it is; asynchronous, so that an interruption can stop it.
   * @param {string[]} args
   */
  async function build(args) {
    await run(['build', '--network=host', '--ulimit', `nofile=${nofile}:${nofile}`, ...args], 'inherit');
  }

  /**
   * A command of this run's, tracked until it ends so that `interrupt` can stop it.
   * @param {string[]} args podman's
   * @param {'inherit' | 'pipe'} output
   * @param {{ command?: string, cwd?: string, env?: NodeJS.ProcessEnv }} [options]
   * @returns {Promise<string>} what it printed, when piped
   */
  function run(args, output, { command = 'podman', cwd, env: childEnv = env } = {}) {
    const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', output, output] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (status, signal) => {
        children.delete(child);
        if (status === 0) resolve(stdout);
        else
          reject(new Error(`${command} ${args.join(' ')} failed (${status ?? signal}):\n${stderr}`.trim()));
      });
    });
  }

  /** Stops what this run started and still runs: a build, compose, a healthcheck. */
  function interrupt() {
    if (ticker) clearInterval(ticker);
    for (const child of children) child.kill('SIGTERM');
  }

  /**
   * Removes every container of the store, which is this script's own: the compose project's, and the working
   * containers a build leaves when it is interrupted (they would keep its layers from the prune); then the
   * project's volumes and networks. With podman itself: after an interruption (the Docker API may be gone
   * with it) and before a run (what an earlier, killed run left would clash).
   * @param {string} project
   */
  function removeLeftovers(project) {
    const label = `label=com.docker.compose.project=${project}`;
    const list = (/** @type {string[]} */ args) => podman(args).split('\n').filter(Boolean);
    const containers = list(['ps', '-a', '--external', '-q']);
    if (containers.length) podman(['rm', '--force', '--volumes', '--time', '5', ...containers]);
    const volumes = list(['volume', 'ls', '-q', '--filter', label]);
    if (volumes.length) podman(['volume', 'rm', '--force', ...volumes]);
    const networks = list(['network', 'ls', '-q', '--filter', label]);
    if (networks.length) podman(['network', 'rm', '--force', ...networks]);
    return containers.length + volumes.length + networks.length;
  }

  /**
   * Removes every image nothing tagged depends on: the layers of builds since superseded (their images
   * untagged by a newer build of the same name), and what interrupted builds left. What a build keeps as its
   * cache must be tagged, or it goes too.
   */
  function pruneImages() {
    const removed = podman(['image', 'prune', '--force']).split('\n').filter(Boolean);
    return removed.length;
  }

  /** @param {string} image */
  function hasImage(image) {
    return spawnSync('podman', ['image', 'exists', image], { env }).status === 0;
  }

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
  /** @type {Map<string, Promise<void>>} each container's check under way, settled when it ends */
  const inFlight = new Map();

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
      lastRun.set(id, Date.now());
      const check = spawn('podman', ['healthcheck', 'run', id], { env, stdio: 'ignore' });
      children.add(check);
      inFlight.set(
        id,
        new Promise((resolve) =>
          check.on('close', () => {
            children.delete(check);
            inFlight.delete(id);
            resolve(undefined);
          }),
        ),
      );
    }
  }

  /** Stops the healthchecks, waits for those under way (they would write to the run's directory after it is
   * removed), then the Docker API. */
  async function stopService() {
    if (ticker) clearInterval(ticker);
    await Promise.all(inFlight.values());
    if (!service || service.exitCode !== null || service.signalCode !== null) return;
    const exited = new Promise((resolve) => service?.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
  }

  return {
    env,
    podman,
    build,
    run,
    interrupt,
    removeLeftovers,
    pruneImages,
    hasImage,
    startService,
    stopService,
    storageDir,
  };
}
