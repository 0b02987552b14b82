#!/usr/bin/env node
// `npm run containers`: what an operator deploys, run for real. Builds every image from deploy/Dockerfile,
// starts docker-compose.yml (the database alone, then everything), checks what production promises (non-root,
// read-only root filesystem, no .secrets/ in any layer), signs up, posts, reacts and hears the live push
// through the containerised gateway, then scales `posts` to two replicas and does it again.
//
// Engine: podman (Debian's), driven through its Docker API by Debian's docker-compose, so the compose file is
// read by a Compose implementation rather than by this script. Images nothing can pull are built here
// (scripts/lib/containers/base-images.mjs) and kept, with the layer cache, in ~/.cache/boonies-containers
// (CONTAINERS_CACHE_DIR): a second run rebuilds only what changed. Published ports move off the ones the
// development stack uses (POSTGRES_PORT and the others, as docker-compose.yml documents).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { api } from './lib/bench.mjs';
import { ensureBaseImages, NODE_IMAGE } from './lib/containers/base-images.mjs';
import { createEngine } from './lib/containers/engine.mjs';
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
  const result = await work();
  const seconds = (Date.now() - at) / 1000;
  timings.push({ name, seconds });
  console.log(`[${elapsed()}] ✔ ${name} (${seconds.toFixed(1)} s)`);
  return result;
}

const cacheDir = process.env.CONTAINERS_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'boonies-containers');
mkdirSync(cacheDir, { recursive: true });
const runDir = mkdtempSync(path.join(os.tmpdir(), 'boonies-containers-'));
const engine = createEngine({ storageDir: path.join(cacheDir, 'storage'), runDir });
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
 * docker-compose with the run's engine, from the workspace root as an operator runs it.
 * @param {string[]} args
 * @param {Record<string, string>} [variables]
 */
function compose(args, variables = {}) {
  const result = spawnSync('docker-compose', ['-p', PROJECT_NAME, ...args], {
    cwd: ROOT,
    env: { ...withoutOperatorVariables(process.env), ...engine.env, ...dockerEnv, ...PORTS, ...variables },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`docker-compose ${args.join(' ')} failed:\n${result.stderr}`);
  }
  return result.stdout;
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
      for (const container of [...exited, ...running.filter((c) => waiting.some(([s]) => s === c.service))]) {
        console.error(`--- ${container.service} (${container.state}, ${container.health}):`);
        console.error(
          spawnSync('podman', ['logs', '--tail', '30', container.id], { env: engine.env, encoding: 'utf8' })
            .stderr,
        );
      }
      throw new Error(
        `not healthy within ${HEALTHY_WITHIN_MS / 1000} s: ${waiting.map(([s]) => s).join(', ')}`,
      );
    }
    await sleep(2000);
  }
}

function buildImages() {
  const npmrc = writeBuildNpmrc(runDir);
  for (const process of PROCESSES) {
    const project = process === 'gateway' ? 'gateway' : `services/${process}`;
    const at = Date.now();
    engine.podman(
      [
        'build',
        '--network=host',
        '-f',
        'deploy/Dockerfile',
        '--build-arg',
        `PROJECT=${project}`,
        '--build-arg',
        `NODE_IMAGE=${NODE_IMAGE}`,
        '--secret',
        `id=npmrc,src=${npmrc}`,
        '-t',
        `docker.io/boonies/${process}:local`,
        ROOT,
      ],
      { input: '' },
    );
    log(`boonies/${process}:local built (${((Date.now() - at) / 1000).toFixed(0)} s)`);
  }
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
    const history = engine.podman([
      'history',
      '--no-trunc',
      '--format',
      '{{.CreatedBy}}',
      `boonies/${process}:local`,
    ]);
    if (history.includes('.secrets')) throw new Error(`boonies/${process}:local's history names .secrets`);
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
  const node = engine.podman(['run', '--rm', '--entrypoint', 'node', 'boonies/gateway:local', '--version']);
  if (!node.startsWith('v22.')) throw new Error(`the images run Node ${node}, not 22`);
  const ffmpeg = engine.podman(['run', '--rm', '--entrypoint', 'ffmpeg', 'boonies/media:local', '-version']);
  log(`Node ${node} in every image; media has ${ffmpeg.split('\n')[0]}`);
}

/**
 * Two skaters sign up; one posts and watches it live, the other likes it: the like counts reach the
 * watcher's socket through posts' outbox, NATS and the gateway.
 * @param {string} label
 */
async function smoke(label) {
  const tag = `${label}-${randomBytes(3).toString('hex')}`;
  /** @param {string} name */
  const skater = async (name) => {
    const credentials = { email: `${name}-${tag}@example.com`, password: 'containers-password-42' };
    await api(BASE_URL, 'POST', '/api/auth/signup', {
      body: { ...credentials, username: `${name}${tag}`.replace(/-/g, '').slice(0, 20) },
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
  });
  await step('base images: Debian, Node 22, and stand-ins for postgres:15 and nats:2.10-alpine', () =>
    ensureBaseImages(engine, { cacheDir, log }),
  );
  const canary = randomBytes(24).toString('hex');
  await step('images: every process from deploy/Dockerfile, with a canary in .secrets/', () => {
    mkdirSync(canaryDir, { recursive: true, mode: 0o700 });
    writeFileSync(canaryFile, `${canary}\n`, { mode: 0o600 });
    try {
      buildImages();
    } finally {
      rmSync(canaryFile, { force: true });
    }
  });
  await step('no image layer holds .secrets/', () => checkNoSecretsInLayers(canary));
  dockerEnv = await step('the Docker API of podman, and its healthchecks', () => engine.startService());
  await step('`docker compose up -d postgres` alone, with no password set', async () => {
    compose(['up', '-d', 'postgres']);
    await waitHealthy({ postgres: 1 });
    compose(['down', '-v']);
  });
  const secrets = operatorSecrets();
  await step('`docker compose up` of the whole system', async () => {
    compose(['up', '-d', '--no-build'], secrets);
    await waitHealthy({ postgres: 1, nats: 1, ...Object.fromEntries(PROCESSES.map((name) => [name, 1])) });
  });
  await step(
    'production promises: non-root, read-only root, Node 22, ffmpeg in media',
    checkProductionPromises,
  );
  await step('sign up, post, react and hear the push through the gateway', () => smoke('one posts replica'));
  await step('`docker compose up --scale posts=2`', async () => {
    compose(['up', '-d', '--no-build', '--no-recreate', '--scale', 'posts=2'], secrets);
    await waitHealthy({ posts: 2, gateway: 1 });
    await smoke('two posts replicas');
  });
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\n✘ ${error instanceof Error ? error.message : error}`);
} finally {
  if (existsSync(canaryFile)) rmSync(canaryFile, { force: true });
  if (Object.keys(dockerEnv).length) {
    try {
      compose(['down', '-v', '--timeout', '10']);
    } catch (error) {
      console.error(`compose down: ${error instanceof Error ? error.message : error}`);
    }
  }
  engine.stopService();
  rmSync(runDir, { recursive: true, force: true });
}
console.log('\nTimings:');
for (const { name, seconds } of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
console.log(failed ? '✘ npm run containers failed' : '✔ npm run containers: the deployed system runs');
process.exit(failed ? 1 : 0);
