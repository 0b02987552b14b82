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
  const extra = process.argv.slice(2);
  // The web app's component tests touch no database or NATS: they run on every core. Everything else runs
  // one file at a time, because integration suites of one service share the machine's NATS subjects.
  const runs = [
    { name: 'web', args: ['--selectProjects', 'web', '--maxWorkers=2', '--passWithNoTests'] },
    { name: 'rest', args: ['--ignoreProjects', 'web', '--runInBand', '--passWithNoTests'] },
  ];
  let passed = 0;
  let failed = 0;
  let status = 0;
  for (const { name, args } of runs) {
    const outputFile = resultsFile.replace(/\.json$/, `-${name}.json`);
    const jest = spawnSync('npx', ['jest', ...args, '--json', `--outputFile=${outputFile}`, ...extra], {
      cwd: root,
      stdio: 'inherit',
    });
    const results = readResults(outputFile);
    passed += results?.numPassedTests ?? 0;
    failed += results?.numFailedTests ?? 0;
    if (jest.status !== 0) status = jest.status ?? 1;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(status);
}

/** Jest's JSON report, or null when a filter left a run without tests (Jest then writes none). */
function readResults(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
