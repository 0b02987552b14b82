// What a fresh clone needs before anything else runs. Uses only Node's own modules.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Installs the workspace's packages when a fresh clone has none yet. */
/** @param {string} root */
export function ensurePackages(root) {
  if (existsSync(path.join(root, 'node_modules/.package-lock.json'))) return;
  console.log('Installing packages (first run)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * A tool the tests take from Debian's packages: when it is missing and we run as root (a fresh CI machine),
 * install it; otherwise say how.
 */
/** @param {{ binary: string, pkg: string, purpose: string }} tool */
export function ensureDebianPackage({ binary, pkg, purpose }) {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${pkg} is missing at ${binary}: install it with \`sudo apt-get install -y ${pkg}\``);
  }
  console.log(`Installing ${pkg} for ${purpose}…`);
  // Another install may hold dpkg's lock on a shared machine: wait for it rather than fail.
  const waitForLock = '-o DPkg::Lock::Timeout=600';
  execSync(
    `apt-get ${waitForLock} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${waitForLock} install -y -qq ${pkg}`,
    { stdio: 'inherit' },
  );
}

/** Browser tests drive Debian's Chromium. */
export function ensureChromium() {
  ensureDebianPackage({
    binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pkg: 'chromium',
    purpose: 'the browser tests',
  });
}

/**
 * The tests run the engines production runs: Debian's ffmpeg for the media service's transcodes, and
 * promtool (Debian's prometheus) to check and unit-test the alert rules.
 */
export function ensureTestEngines() {
  ensureDebianPackage({ binary: '/usr/bin/ffmpeg', pkg: 'ffmpeg', purpose: 'the media tests' });
  ensureDebianPackage({ binary: '/usr/bin/promtool', pkg: 'prometheus', purpose: 'the alert rules tests' });
}

/** The cluster run puts its gateways behind Debian's HAProxy, as production's load balancer. */
export function ensureHaproxy() {
  ensureDebianPackage({
    binary: process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy',
    pkg: 'haproxy',
    purpose: 'the cluster run',
  });
}
