#!/usr/bin/env node
// `npm run containers`: what an operator deploys, run for real. Builds every image from deploy/Dockerfile,
// starts docker-compose.yml (the database alone, then everything), checks what production promises (non-root,
// read-only root filesystem, no .secrets/ in any layer), signs up, posts, reacts and hears the live push
// through the containerised gateway, then scales `posts` to two replicas and does it again.
//
// Engine: podman (Debian's), driven through its Docker API by Debian's docker-compose, so the compose file is
// read by a Compose implementation rather than by this script. Images nothing can pull are built here
// (scripts/lib/containers/base-images.mjs) and kept, with the layer cache, in ~/.cache/boonies-containers
// (CONTAINERS_CACHE_DIR): a second run rebuilds only what changed, and each run prunes what no longer serves
// as cache. Published ports move off the ones the development stack uses (POSTGRES_PORT and the others, as
// docker-compose.yml documents). Ctrl-C stops the build or the containers under way and removes them.
//
//   npm run containers                  everything
//   npm run containers -- --no-build    the images already built (by an earlier run), to retry what follows
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { api } from './lib/bench.mjs';
import { ensureBaseImages, NODE_IMAGE } from './lib/containers/base-images.mjs';
import { createEngine } from './lib/containers/engine.mjs';
import { imageBuilds, imageOf } from './lib/containers/images.mjs';
import { writeBuildNpmrc } from './lib/containers/npm-settings.mjs';
import { ensureDebianPackage } from './lib/prerequisites.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT_NAME = 'boonies-containers';
const SERVICES = [
  'auth',
  'tricks',
  'posts',
  'verification',
  'messaging',
  'sponsorships',
  'admin',
  'games',
  'media',
  'webhooks',
  'social',
];
const PROCESSES = [...SERVICES, 'gateway'];
const PORTS = {
  POSTGRES_PORT: '15432',
  NATS_PORT: '14222',
  NATS_MONITOR_PORT: '18222',
  GATEWAY_PORT: '13000',
};
const BASE_URL = `http://127.0.0.1:${PORTS.GATEWAY_PORT}`;
const HEALTHY_WITHIN_MS = 8 * 60_000;
const NO_BUILD = process.argv.includes('--no-build');

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (/** @type {string} */ message) => console.log(`[${elapsed()}]   ${message}`);
/** @type {{ name: string, seconds: number }[]} */
const timings = [];
/**
 * @template T
 * @param {string} name
 * @param {() => T | Promise<T>} work
 */
async function step(name, work) {
  console.log(`[${elapsed()}] ▶ ${name}`);
  const at = Date.now();
  const result = await Promise.race([work(), interruption]);
  const seconds = (Date.now() - at) / 1000;
  timings.push({ name, seconds });
  console.log(`[${elapsed()}] ✔ ${name} (${seconds.toFixed(1)} s)`);
  return result;
}

/** Set by Ctrl-C (SIGINT) or SIGTERM: what is under way stops, and the run cleans up after itself. */
let stopping = false;
/** Settles (rejected) when the run is interrupted: every step races it, so the run stops at once. */
/** @type {(reason: Error) => void} */
let interrupt = () => {};
/** @type {Promise<never>} */
const interruption = new Promise((_, reject) => (interrupt = reject));
interruption.catch(() => {});

const cacheDir = process.env.CONTAINERS_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'boonies-containers');
mkdirSync(cacheDir, { recursive: true });
const runDir = mkdtempSync(path.join(os.tmpdir(), 'boonies-containers-'));
const engine = createEngine({
  storageDir: path.join(cacheDir, 'storage'),
  tmpDir: path.join(cacheDir, 'tmp'),
  runDir,
});
const canaryDir = path.join(ROOT, '.secrets');
const canaryFile = path.join(canaryDir, 'image-canary');
/** @type {Record<string, string>} */
let dockerEnv = {};

/** The operator's secrets for this run: fresh, and only in this process's memory. */
function operatorSecrets() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** @type {Record<string, string>} */
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    SIGNAL_HASH_KEY: randomBytes(32).toString('hex'),
    WEBHOOKS_SECRET_KEY: randomBytes(32).toString('hex'),
    CALLER_SIGNING_KEY: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    CALLER_VERIFY_KEY: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    POSTGRES_PASSWORD: `p${randomBytes(12).toString('hex')}`,
  };
  // deploy/nats/permissions.conf: a letter first, then letters and digits.
  for (const name of PROCESSES)
    secrets[`NATS_PASSWORD_${name.toUpperCase()}`] = `p${randomBytes(16).toString('hex')}`;
  return secrets;
}

/**
 * docker-compose with the run's engine, from the workspace root as an operator runs it. Asynchronous: while
 * `up` waits for the dependencies' `service_healthy`, this process must go on running their healthchecks.
 * @param {string[]} args
 * @param {Record<string, string>} [variables]
 * @returns {Promise<string>}
 */
function compose(args, variables = {}) {
  return engine.run(['-p', PROJECT_NAME, ...args], 'pipe', {
    command: 'docker-compose',
    cwd: ROOT,
    env: { ...withoutOperatorVariables(process.env), ...engine.env, ...dockerEnv, ...PORTS, ...variables },
  });
}

/** The shell's own values of what the compose file reads would change what this run checks. */
function withoutOperatorVariables(/** @type {NodeJS.ProcessEnv} */ env) {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        !/^(NATS_PASSWORD_|JWT_SECRET|SIGNAL_HASH_KEY|CALLER_|POSTGRES_|MEDIA_|WEB_PUSH_|WEBHOOKS_)/.test(
          name,
        ),
    ),
  );
}

/** @returns {{ id: string, service: string, health: string, state: string, inspected: any }[]} */
function containers() {
  const ids = engine
    .podman(['ps', '-a', '-q', '--filter', `label=com.docker.compose.project=${PROJECT_NAME}`])
    .split('\n')
    .filter(Boolean);
  if (ids.length === 0) return [];
  const inspected = JSON.parse(engine.podman(['inspect', ...ids]));
  return inspected.map((/** @type {any} */ container) => ({
    id: container.Id.slice(0, 12),
    service: container.Config.Labels['com.docker.compose.service'],
    health: (container.State.Health ?? container.State.Healthcheck)?.Status ?? 'none',
    state: container.State.Status,
    inspected: container,
  }));
}

/** @param {Record<string, number>} expected how many healthy containers of each service */
async function waitHealthy(expected) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  let last = '';
  for (;;) {
    const running = containers();
    const healthy = (/** @type {string} */ service) =>
      running.filter((c) => c.service === service && c.health === 'healthy').length;
    const waiting = Object.entries(expected).filter(([service, count]) => healthy(service) < count);
    if (waiting.length === 0) return running;
    const exited = running.filter((c) => c.state === 'exited' || c.state === 'stopped');
    const summary = `waiting for ${waiting.map(([service]) => service).join(', ')}`;
    if (summary !== last) log(summary);
    last = summary;
    if (Date.now() > deadline) {
      printLogs([...exited, ...running.filter((c) => waiting.some(([s]) => s === c.service))]);
      throw new Error(
        `not healthy within ${HEALTHY_WITHIN_MS / 1000} s: ${waiting.map(([s]) => s).join(', ')}`,
      );
    }
    await sleep(2000);
  }
}

/** @param {ReturnType<typeof containers>} which */
function printLogs(which) {
  for (const container of which) {
    console.error(`--- ${container.service} (${container.state}, ${container.health}):`);
    const logs = spawnSync('podman', ['logs', '--tail', '30', container.id], {
      env: engine.env,
      encoding: 'utf8',
    });
    console.error(logs.stdout + logs.stderr);
  }
}

/**
 * `docker-compose up` with these arguments, logging which services it still waits for, until every expected
 * container is healthy.
 * @param {string[]} args
 * @param {Record<string, string>} variables
 * @param {Record<string, number>} expected
 */
async function upUntilHealthy(args, variables, expected) {
  const healthy = waitHealthy(expected);
  healthy.catch(() => {});
  try {
    await compose(['up', '-d', ...args], variables);
  } catch (error) {
    if (!stopping) printLogs(containers().filter((c) => c.health !== 'healthy'));
    throw error;
  }
  return healthy;
}

async function buildImages() {
  const npmrc = writeBuildNpmrc(runDir);
  for (const { label, args } of imageBuilds({
    processes: PROCESSES,
    nodeImage: NODE_IMAGE,
    npmrc,
    context: ROOT,
  })) {
    const at = Date.now();
    await engine.build(args);
    log(`${label} built (${((Date.now() - at) / 1000).toFixed(0)} s)`);
  }
}

/**
 * The canary planted in `.secrets/` for the builds: the same in every run, kept in the cache dir, so that a
 * layer reused from an earlier run's cache is searched for the very content that run planted (a fresh one per
 * run would only be looked for in layers built this run).
 */
function keptCanary() {
  const file = path.join(cacheDir, 'canary');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The image store's size on disk, as `du` gives it (its own file system only: not the mounted layers). */
function imageStoreSize() {
  return spawnSync('du', ['-shx', engine.storageDir], { encoding: 'utf8' }).stdout.split('\t')[0];
}

/**
 * No layer of any image in the storage, final or intermediate, holds `.secrets/`: a canary planted there
 * for the build must be nowhere, nor any file of that folder.
 * @param {string} canary
 */
function checkNoSecretsInLayers(canary) {
  const layers = path.join(engine.storageDir, 'overlay');
  const found = spawnSync(
    'sh',
    ['-c', `find "${layers}"/*/diff \\( -name .secrets -o -name image-canary \\) -print -quit 2>/dev/null`],
    { encoding: 'utf8' },
  ).stdout.trim();
  if (found) throw new Error(`.secrets/ is in an image layer: ${found}`);
  const grep = spawnSync('grep', ['-rlF', '--include=*', canary, ...listLayerDirs(layers)], {
    encoding: 'utf8',
  });
  if (grep.stdout.trim()) throw new Error(`the canary's content is in an image layer: ${grep.stdout.trim()}`);
  for (const process of PROCESSES) {
    const history = engine.podman(['history', '--no-trunc', '--format', '{{.CreatedBy}}', imageOf(process)]);
    if (history.includes('.secrets')) throw new Error(`${imageOf(process)}'s history names .secrets`);
  }
  log(`no layer holds .secrets/ (${listLayerDirs(layers).length} layers searched)`);
}

/** @param {string} layers */
function listLayerDirs(layers) {
  return spawnSync('sh', ['-c', `ls -d "${layers}"/*/diff`], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
}

/** Every process's container: an unprivileged user, and a root filesystem nothing can write to. */
function checkProductionPromises() {
  for (const container of containers().filter((c) => PROCESSES.includes(c.service))) {
    const uid = engine.podman(['exec', container.id, 'id', '-u']);
    if (uid === '0') throw new Error(`${container.service} runs as root`);
    if (!container.inspected.HostConfig.ReadonlyRootfs)
      throw new Error(`${container.service}'s root is writable`);
    const write = spawnSync('podman', ['exec', container.id, 'sh', '-c', 'touch /app/written'], {
      env: engine.env,
    });
    if (write.status === 0) throw new Error(`${container.service} could write to /app`);
    const scratch = spawnSync('podman', ['exec', container.id, 'sh', '-c', 'touch /tmp/scratch'], {
      env: engine.env,
    });
    if (scratch.status !== 0) throw new Error(`${container.service} cannot write its scratch /tmp`);
    log(`${container.service} (${container.id}): uid ${uid}, read-only root, writable /tmp`);
  }
  const node = engine.podman(['run', '--rm', '--entrypoint', 'node', imageOf('gateway'), '--version']);
  if (!node.startsWith('v22.')) throw new Error(`the images run Node ${node}, not 22`);
  const ffmpeg = engine.podman(['run', '--rm', '--entrypoint', 'ffmpeg', imageOf('media'), '-version']);
  log(`Node ${node} in every image; media has ${ffmpeg.split('\n')[0]}`);
}

/**
 * Two skaters sign up; one posts and watches it live, the other likes it: the like counts reach the
 * watcher's socket through posts' outbox, NATS and the gateway.
 * @param {string} label
 */
async function smoke(label) {
  const tag = randomBytes(4).toString('hex');
  /** @param {string} name */
  const skater = async (name) => {
    const credentials = { email: `${name}-${tag}@example.com`, password: 'containers-password-42' };
    await api(BASE_URL, 'POST', '/api/auth/signup', {
      body: { ...credentials, username: `${name}-${tag}` },
    });
    const signIn = await api(BASE_URL, 'POST', '/api/auth/signin', { body: credentials });
    return { id: signIn.body.id, cookie: /** @type {string} */ (signIn.cookie) };
  };
  const poster = await skater('poster');
  const fan = await skater('fan');
  log(`${label}: two skaters signed up and signed in`);
  const post = (
    await api(BASE_URL, 'POST', '/api/posts', {
      cookie: poster.cookie,
      body: { content: `Containers ${tag}` },
    })
  ).body;
  log(`${label}: post ${post.id} created`);
  const socket = io(BASE_URL, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { cookie: poster.cookie },
  });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    const watched = await socket.timeout(10_000).emitWithAck('posts:watch', { postIds: [post.id] });
    if (!watched || 'error' in watched) throw new Error(`posts:watch refused: ${JSON.stringify(watched)}`);
    const heard = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no post:likes push within 30 s')), 30_000);
      socket.on('post:likes', (/** @type {any} */ push) => {
        if (push.postId === post.id) {
          clearTimeout(timer);
          resolve(push);
        }
      });
    });
    const at = Date.now();
    await api(BASE_URL, 'POST', '/api/reactions', {
      cookie: fan.cookie,
      body: { postId: post.id, reactionType: 'like' },
    });
    const push = await heard;
    log(
      `${label}: the like reached the poster's socket live in ${Date.now() - at} ms: ${JSON.stringify(push)}`,
    );
  } finally {
    socket.close();
  }
}

async function main() {
  await step('prerequisites: podman, runc, debootstrap, docker-compose', () => {
    for (const [binary, pkg] of [
      ['/usr/bin/podman', 'podman'],
      ['/usr/sbin/runc', 'runc'],
      ['/usr/sbin/debootstrap', 'debootstrap'],
      ['/usr/bin/docker-compose', 'docker-compose'],
    ]) {
      ensureDebianPackage({ binary, pkg, purpose: '`npm run containers`' });
    }
    log(`cache ${cacheDir}, this run's configuration in ${runDir}`);
    const left = engine.removeLeftovers(PROJECT_NAME);
    if (left) log(`removed ${left} containers, volumes and networks an interrupted run left`);
  });
  if (NO_BUILD) log('--no-build: the images an earlier run built, as they are; no layer scanned');
  else {
    await step('base images: Debian, Node 22, and stand-ins for postgres:15 and nats:2.10-alpine', () =>
      ensureBaseImages(engine, { cacheDir, log }),
    );
    const canary = keptCanary();
    await step('images: every process from deploy/Dockerfile, with a canary in .secrets/', async () => {
      mkdirSync(canaryDir, { recursive: true, mode: 0o700 });
      writeFileSync(canaryFile, `${canary}\n`, { mode: 0o600 });
      try {
        await buildImages();
      } finally {
        rmSync(canaryFile, { force: true });
      }
    });
    await step('prune what no longer serves as cache', () => {
      log(`${engine.pruneImages()} images removed; ${imageStoreSize()} in the image store`);
    });
    await step('no image layer holds .secrets/', () => checkNoSecretsInLayers(canary));
  }
  dockerEnv = await step('the Docker API of podman, and its healthchecks', () => engine.startService());
  await step('`docker compose up -d postgres` alone, with no password set', async () => {
    await upUntilHealthy(['postgres'], {}, { postgres: 1 });
    await compose(['down', '-v']);
  });
  const secrets = operatorSecrets();
  await step('`docker compose up` of the whole system', async () => {
    await upUntilHealthy(['--no-build'], secrets, {
      postgres: 1,
      nats: 1,
      ...Object.fromEntries(PROCESSES.map((name) => [name, 1])),
    });
  });
  await step(
    'production promises: non-root, read-only root, Node 22, ffmpeg in media',
    checkProductionPromises,
  );
  await step('sign up, post, react and hear the push through the gateway', () => smoke('one posts replica'));
  await step('`docker compose up --scale posts=2`', async () => {
    await upUntilHealthy(['--no-build', '--no-recreate', '--scale', 'posts=2'], secrets, {
      posts: 2,
      gateway: 1,
    });
    await smoke('two posts replicas');
  });
}

let failed = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    // A second Ctrl-C leaves at once, whatever is left running.
    if (stopping) process.exit(130);
    stopping = true;
    console.error(`\n${signal}: stopping the build or the containers under way…`);
    engine.interrupt();
    interrupt(new Error(`interrupted (${signal})`));
  });
}
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\n✘ ${error instanceof Error ? error.message : error}`);
} finally {
  if (existsSync(canaryFile)) rmSync(canaryFile, { force: true });
  if (Object.keys(dockerEnv).length && !stopping) {
    try {
      await compose(['down', '-v', '--timeout', '10']);
    } catch (error) {
      console.error(`compose down: ${error instanceof Error ? error.message : error}`);
    }
  }
  await engine.stopService();
  // Whatever compose did not remove (interrupted, or its API gone with a Ctrl-C), podman removes itself.
  try {
    engine.removeLeftovers(PROJECT_NAME);
  } catch (error) {
    console.error(`removing the containers: ${error instanceof Error ? error.message : error}`);
  }
  rmSync(runDir, { recursive: true, force: true });
}
console.log('\nTimings:');
for (const { name, seconds } of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
console.log(
  stopping
    ? '✘ npm run containers interrupted: its build and containers stopped and removed'
    : failed
      ? '✘ npm run containers failed'
      : '✔ npm run containers: the deployed system runs',
);
process.exit(stopping ? 130 : failed ? 1 : 0);
