// What a fresh clone needs before anything else runs. Uses only Node's own modules.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Installs the workspace's packages when a fresh clone has none yet. */
export function ensurePackages(root) {
  if (existsSync(path.join(root, 'node_modules/.package-lock.json'))) return;
  console.log('Installing packages (first run)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Browser tests drive Debian's Chromium; as root on a fresh machine, install it. */
export function ensureChromium() {
  const binary = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${binary}: install it with \`sudo apt-get install -y chromium\``);
  }
  console.log('Installing Chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
