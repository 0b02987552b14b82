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
const WORKERS = 2;
const PERFORMANCE_TESTS = 'web/e2e/home-performance';

async function main() {
  ensurePackages(root);
  ensureChromium();
  const { checkNats, ensureDatabase, environment, startPrivateNats } = await import('./lib/infra.mjs');
  const env = environment();
  await checkNats(env.NATS_URL);
  await ensureDatabase(env.DATABASE_URL);
  // End-to-end tests run the built services and web app.
  await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root });
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const extra = process.argv.slice(2);
  // The web app's component tests touch no database or NATS: every core. The services', libraries' and
  // gateway's suites too: a service's request subjects are fixed, so each Jest worker gets a NATS server of
  // its own (libs/testing's testNatsUrl picks it); databases are per suite already. Browser journeys each
  // run the whole system and Chromium, enough for both cores: one at a time. Timings are only worth their
  // budgets on a machine doing nothing else: the performance checks run last, alone (a path filter given
  // to `npm test` leaves them with the browser journeys, where it may pick them).
  const natsServers = await Promise.all(Array.from({ length: WORKERS }, () => startPrivateNats()));
  const timingsAlone = extra.length === 0;
  const runs = [
    { name: 'web', args: ['--selectProjects', 'web'], env: {}, workers: WORKERS },
    {
      name: 'services',
      args: ['--ignoreProjects', 'web', 'web-e2e'],
      env: { TEST_NATS_URLS: natsServers.map((server) => server.url).join(',') },
      workers: WORKERS,
    },
    {
      name: 'browser',
      args: [
        '--selectProjects',
        'web-e2e',
        ...(timingsAlone ? ['--testPathIgnorePatterns', '/node_modules/', PERFORMANCE_TESTS] : []),
      ],
      env: {},
      workers: 1,
    },
    ...(timingsAlone
      ? [
          {
            name: 'performance',
            args: [PERFORMANCE_TESTS, '--selectProjects', 'web-e2e'],
            env: {},
            workers: 1,
          },
        ]
      : []),
  ];
  let passed = 0;
  let failed = 0;
  let status = 0;
  for (const { name, args, env: runEnv, workers } of runs) {
    const outputFile = resultsFile.replace(/\.json$/, `-${name}.json`);
    const jestArgs = [
      ...args,
      `--maxWorkers=${workers}`,
      '--passWithNoTests',
      '--json',
      `--outputFile=${outputFile}`,
    ];
    const jest = spawnSync('npx', ['jest', ...jestArgs, ...extra], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...runEnv },
    });
    const results = readResults(outputFile);
    passed += results?.numPassedTests ?? 0;
    failed += results?.numFailedTests ?? 0;
    if (jest.status !== 0) status = jest.status ?? 1;
  }
  await Promise.all(natsServers.map((server) => server.stop()));
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
