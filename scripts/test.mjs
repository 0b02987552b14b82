#!/usr/bin/env node
// Runs every test: unit tests, integration tests against the real PostgreSQL and NATS, end-to-end tests
// over HTTP and socket.io, and browser tests in Chromium. Extra arguments go to Jest (e.g. a path filter).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensurePackages } from './lib/prerequisites.mjs';
import { run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, 'test-results/jest.json');

async function main() {
  ensurePackages(root);
  ensureChromium();
  const { checkNats, ensureDatabase, environment } = await import('./lib/infra.mjs');
  const env = environment();
  await checkNats(env.NATS_URL);
  await ensureDatabase(env.DATABASE_URL);
  // End-to-end tests run the built services and web app.
  await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root });
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const jest = spawnSync(
    'npx',
    ['jest', '--runInBand', '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  console.log(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed`);
  process.exit(jest.status ?? 1);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
