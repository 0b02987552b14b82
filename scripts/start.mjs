#!/usr/bin/env node
// Runs the whole system on this machine: checks PostgreSQL and NATS, creates the database, builds,
// starts every service and the gateway, and stops them all on Ctrl-C.
//   npm start      the built app at http://localhost:3000
//   npm run dev    the same with rebuild-on-save and the Vite dev server (hot reload) at http://localhost:5173
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensurePackages } from './lib/prerequisites.mjs';
import { ProcessGroup, run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const group = new ProcessGroup();

async function main() {
  ensurePackages(root);
  const { checkNats, ensureDatabase, environment } = await import('./lib/infra.mjs');
  const env = { ...environment(), LOG_PRETTY: process.env.LOG_PRETTY ?? 'true' };
  await checkNats(env.NATS_URL);
  const database = await ensureDatabase(env.DATABASE_URL);
  if (database.created) console.log(`Created database ${database.name}.`);

  const buildTargets = dev ? ['--exclude=web'] : [];
  await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', ...buildTargets], { cwd: root });

  const { SERVICE_NAMES } = /** @type {typeof import('@boonies/contracts')} */ (
    createRequire(import.meta.url)(path.join(root, 'libs/contracts'))
  );
  /** @type {[name: string, folder: string][]} */
  const backend = [
    ...SERVICE_NAMES.map((name) => /** @type {[string, string]} */ ([name, `services/${name}`])),
    /** @type {[string, string]} */ (['gateway', 'gateway']),
  ];
  if (dev) {
    for (const [name, folder] of [...backend, ...libraries()]) {
      group.start(`${name}:swc`, 'npx', swcWatch(folder), { ...process.env, ...env });
    }
  }
  const opsPorts = new Map([
    ['gateway', GATEWAY_OPS_PORT],
    ...SERVICE_NAMES.map(
      (name, index) => /** @type {[string, number]} */ ([name, FIRST_SERVICE_OPS_PORT + index]),
    ),
  ]);
  for (const [name, folder] of backend) {
    const watch = dev ? ['--watch'] : [];
    group.start(name, process.execPath, [...watch, path.join(root, folder, 'dist/main.js')], {
      ...process.env,
      ...env,
      OPS_PORT: String(opsPorts.get(name)),
    });
  }
  if (dev)
    group.start('web', 'npx', ['vite', '--config', 'web/vite.config.mts', 'web'], { ...process.env, ...env });

  await waitForHealth(`http://127.0.0.1:${env.PORT}/api/health`);
  const url = dev ? 'http://localhost:5173' : `http://localhost:${env.PORT}`;
  console.log(
    `\n  The Boonies is running at \x1b[1m${url}\x1b[0m  (API docs: http://localhost:${env.PORT}/api/docs)`,
  );
  console.log('  Make someone an admin: npm run make-admin -- <email>      Stop: Ctrl-C');
  console.log(`  Ops (/metrics, /health/live, /health/ready): ${describeOpsPorts(opsPorts)}\n`);
}

/**
 * Each process serves its metrics and probes on its own port: the gateway a fixed one, so a new service never
 * moves it, and the services 9401 onwards in the order of SERVICE_NAMES.
 */
const GATEWAY_OPS_PORT = 9400;
const FIRST_SERVICE_OPS_PORT = 9401;

/** @param {Map<string, number>} opsPorts */
function describeOpsPorts(opsPorts) {
  return [...opsPorts].map(([name, port]) => `${name} :${port}`).join('  ');
}

/** @returns {[name: string, folder: string][]} */
function libraries() {
  return ['contracts', 'messaging', 'platform', 'storage'].map((name) => [name, `libs/${name}`]);
}

/** @param {string} folder */
function swcWatch(folder) {
  return [
    'swc',
    path.join(root, folder, 'src'),
    '-d',
    path.join(root, folder, 'dist'),
    '--strip-leading-paths',
    '--config-file',
    path.join(root, '.swcrc'),
    '--copy-files',
    '--watch',
    '--quiet',
  ];
}

/** @param {string} url */
async function waitForHealth(url) {
  const deadline = Date.now() + 120_000;
  /** @type {string | undefined} */
  let last;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = await response.text();
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    await sleep(500);
  }
  throw new Error(`The system did not become healthy within 2 minutes: ${last}`);
}

/** @param {number} code */
async function shutdown(code) {
  console.log('\nStopping…');
  await group.stopAll();
  process.exit(code);
}

process.once('SIGINT', () => shutdown(0));
process.once('SIGTERM', () => shutdown(0));
main().catch(async (/** @type {Error} */ error) => {
  console.error(`\n${error.message}`);
  await shutdown(1);
});
