// The repository the scripts run in: its root, the build of its services and libraries, and those libraries
// loaded from their build (the scripts are plain ES modules; the libraries are built to CommonJS).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/**
 * Builds the services, the gateway and the libraries: every project but the web app, or only `projects`.
 * @param {{ projects?: string[] }} [only]
 */
export async function buildSystem({ projects } = {}) {
  const which = projects ? ['-p', ...projects] : ['--exclude=web'];
  await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', ...which], { cwd: root });
}

/** The test harness (`startSystem`, …) from its build. */
export const builtTesting = () =>
  /** @type {typeof import('@boonies/testing')} */ (require(path.join(root, 'libs/testing')));

/** The contracts (service names, events, RPC subjects) from their build. */
export const builtContracts = () =>
  /** @type {typeof import('@boonies/contracts')} */ (require(path.join(root, 'libs/contracts')));

/** The messaging library (RPC client, event envelopes, streams) from its build. */
export const builtMessaging = () =>
  /** @type {typeof import('@boonies/messaging')} */ (require(path.join(root, 'libs/messaging')));
