import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CHECKER = path.join(ROOT, 'scripts/check-bundle-budget.mjs');

function runChecker(distDir: string, maxKb: number) {
  const run = spawnSync(process.execPath, [CHECKER, distDir, `--max-kb=${maxKb}`], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Random bytes do not compress: base64 of n KB of them weighs about n KB gzipped. */
function incompressible(kb: number): string {
  return `export const blob = "${randomBytes(kb * 1024).toString('base64')}";\n`;
}

/**
 * A built app in miniature: the entry imports `shared` statically and `later` on demand, and index.html
 * preloads `preloaded`. Only the dynamic import stays out of the first download.
 */
function writeFixtureDist(sizesKb: { entry: number; shared: number; preloaded: number; later: number }) {
  const dist = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/preloaded.js">' +
      '<link rel="stylesheet" href="/assets/index.css"></head><body></body></html>',
  );
  writeFileSync(
    path.join(dist, 'assets/index.js'),
    `import{blob as s}from"./shared.js";const l=()=>import("./later.js");\n${incompressible(sizesKb.entry)}`,
  );
  writeFileSync(path.join(dist, 'assets/shared.js'), incompressible(sizesKb.shared));
  writeFileSync(path.join(dist, 'assets/preloaded.js'), incompressible(sizesKb.preloaded));
  writeFileSync(path.join(dist, 'assets/later.js'), incompressible(sizesKb.later));
  writeFileSync(path.join(dist, 'assets/index.css'), 'body{}');
  return dist;
}

describe('initial JavaScript budget check', () => {
  const fixtures: string[] = [];
  const fixture = (sizesKb: Parameters<typeof writeFixtureDist>[0]) => {
    const dist = writeFixtureDist(sizesKb);
    fixtures.push(dist);
    return dist;
  };

  afterAll(() => {
    for (const dist of fixtures) rmSync(dist, { recursive: true, force: true });
  });

  it('fails a build whose entry, static imports and preloads exceed the budget', () => {
    const dist = fixture({ entry: 10, shared: 10, preloaded: 10, later: 1 });
    const { status, output } = runChecker(dist, 25);
    expect(status).toBe(1);
    expect(output).toMatch(/Initial JavaScript: 3\d\.\d KB gzip in 3 files \(budget 25 KB\): over budget/);
  });

  it('passes one within budget and leaves chunks loaded on demand out of the figure', () => {
    const dist = fixture({ entry: 5, shared: 5, preloaded: 5, later: 200 });
    const { status, output } = runChecker(dist, 25);
    expect(status).toBe(0);
    expect(output).toMatch(/Initial JavaScript: 1\d\.\d KB gzip in 3 files \(budget 25 KB\)/);
    expect(output).toContain('assets/shared.js');
    expect(output).not.toContain('assets/later.js');
  });

  it('fails when there is no built app to measure', () => {
    const { status, output } = runChecker(path.join(tmpdir(), 'no-such-dist'), 180);
    expect(status).toBe(1);
    expect(output).toMatch(/index\.html is missing/);
  });

  it('keeps the built web app within 180 KB', () => {
    const { status, output } = runChecker(path.join(ROOT, 'web/dist'), 180);
    console.log(output);
    expect(status).toBe(0);
  });
});
