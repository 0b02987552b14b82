import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectDir, WORKSPACE_ROOT } from './support/processes';

const ASSEMBLE = path.join(WORKSPACE_ROOT, 'deploy/docker/assemble-runtime.sh');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));
}

/** The workspace libraries compiled code loads: `require("@boonies/<lib>")`. */
function librariesRequiredBy(dir: string): string[] {
  const required = filesUnder(dir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/require\("@boonies\/([a-z-]+)"\)/g)])
    .map((match) => match[1]);
  return [...new Set(required)].sort();
}

// What the image's build stage does after compiling, run on this machine's build of one service.
describe('the runtime layout of a service image', () => {
  const project = projectDir('auth');
  let out: string;

  beforeAll(() => {
    // The tests run on a built tree, as the system suites do: building here would rewrite the libraries'
    // output under the systems other suites are running at the same time.
    if (!existsSync(path.join(WORKSPACE_ROOT, project, 'dist/main.js')))
      throw new Error(`${project} is not built: build first with \`npx nx run-many -t build\``);
    out = mkdtempSync(path.join(tmpdir(), 'boonies-runtime-'));
    execFileSync('sh', [ASSEMBLE, project, out], { cwd: WORKSPACE_ROOT });
  }, 180_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('holds the compiled service and its package manifest', () => {
    expect(existsSync(path.join(out, project, 'dist/main.js'))).toBe(true);
    expect(existsSync(path.join(out, project, 'package.json'))).toBe(true);
    expect(existsSync(path.join(out, 'package.json'))).toBe(true);
    expect(existsSync(path.join(out, project, 'src'))).toBe(false);
  });

  it('holds every workspace library the service loads, and those they load', () => {
    const needed = new Set(librariesRequiredBy(path.join(out, project)));
    expect(needed.has('platform')).toBe(true);
    for (const lib of [...needed])
      for (const more of librariesRequiredBy(path.join(WORKSPACE_ROOT, 'libs', lib, 'dist')))
        needed.add(more);
    for (const lib of needed) {
      expect([lib, existsSync(path.join(out, 'libs', lib, 'dist/index.js'))]).toEqual([lib, true]);
      const manifest = JSON.parse(readFileSync(path.join(out, 'libs', lib, 'package.json'), 'utf8')) as {
        main: string;
      };
      expect(manifest.main).toBe('dist/index.js');
    }
  });

  it('leaves compiled tests out', () => {
    expect(filesUnder(out).filter((file) => /\.spec\.js(\.map)?$/.test(file))).toEqual([]);
  });

  it('refuses a project that was not built', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'boonies-unbuilt-'));
    try {
      expect(() =>
        execFileSync('sh', [ASSEMBLE, 'services/none', path.join(empty, 'out')], {
          cwd: WORKSPACE_ROOT,
          stdio: 'pipe',
        }),
      ).toThrow(/services\/none\/dist\/main.js is missing/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the runtime layout of the gateway image', () => {
  let out: string;

  beforeAll(() => {
    for (const built of ['gateway/dist/main.js', 'web/dist/index.html']) {
      if (!existsSync(path.join(WORKSPACE_ROOT, built)))
        throw new Error(`${built} is missing: build first with \`npx nx run-many -t build\``);
    }
    out = mkdtempSync(path.join(tmpdir(), 'boonies-runtime-'));
    execFileSync('sh', [ASSEMBLE, 'gateway', out], { cwd: WORKSPACE_ROOT });
  }, 180_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('holds the committed OpenAPI document where the compiled gateway reads it', () => {
    // `gateway/src/docs/openapi.ts`, compiled to `dist/docs/openapi.js`, reads `../../openapi.json`.
    const served = path.join(out, 'gateway/dist/docs', '../../openapi.json');
    expect(readFileSync(served, 'utf8')).toBe(
      readFileSync(path.join(WORKSPACE_ROOT, 'gateway/openapi.json'), 'utf8'),
    );
  });
});
