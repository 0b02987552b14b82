import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { instructionsOf, readStages, type Stage } from './support/dockerfile';
import { OPS, WORKSPACE_ROOT } from './support/processes';

const { globalArgs, stages } = readStages();
const runtime = stages[stages.length - 1];

function stage(name: string): Stage {
  const found = stages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No stage ${name}`);
  return found;
}

/** Every workspace package folder, from the root package.json's `workspaces` globs. */
function workspacePackages(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      return readdirSync(path.join(WORKSPACE_ROOT, parent)).map((name) => `${parent}/${name}`);
    })
    .filter((dir) => existsSync(path.join(WORKSPACE_ROOT, dir, 'package.json')));
}

describe('deploy/Dockerfile', () => {
  it('builds in stages and runs from a slim image of the same Node', () => {
    expect(stages.map((candidate) => candidate.name)).toEqual(['deps', 'prod-deps', 'build', 'runtime']);
    const nodeImage = globalArgs.find((arg) => arg.arguments.startsWith('NODE_IMAGE='));
    // A maintained LTS in production, whatever Node the developers' machines run.
    expect(nodeImage?.arguments).toMatch(/^NODE_IMAGE=node:(22|24)-bookworm$/);
    expect(stage('deps').base).toBe('${NODE_IMAGE}');
    expect(runtime.base).toBe('${NODE_IMAGE}-slim');
  });

  it('installs from every workspace package manifest before copying sources, so the layer caches', () => {
    const copied = instructionsOf(stage('deps'), 'COPY').map((args) => args.split(' ')[0]);
    for (const dir of workspacePackages()) expect(copied).toContain(`${dir}/package.json`);
    expect(copied).toEqual(expect.arrayContaining(['package.json']));
    expect(instructionsOf(stage('deps'), 'COPY').join('\n')).toContain('package-lock.json');
    expect(instructionsOf(stage('prod-deps'), 'RUN')).toEqual([
      expect.stringContaining('npm prune --omit=dev'),
    ]);
  });

  it('builds only the project named by the PROJECT argument, and the web app for the gateway', () => {
    const build = stage('build');
    expect(instructionsOf(build, 'ARG')).toContain('PROJECT');
    const commands = instructionsOf(build, 'RUN').join('\n');
    expect(commands).toContain("require('./${PROJECT}/project.json').name");
    expect(commands).toMatch(/nx run-many -t build -p "\$\{projects\}"/);
    expect(commands).toContain('projects="${projects},web"');
    expect(commands).toContain('deploy/docker/assemble-runtime.sh "${PROJECT}" /runtime');
  });

  it('runs as an unprivileged user with only production packages and the built layout', () => {
    const users = instructionsOf(runtime, 'USER');
    expect(users).toHaveLength(1);
    const [uid] = users[0].split(':');
    expect(Number(uid)).toBeGreaterThan(0);
    const copies = instructionsOf(runtime, 'COPY');
    expect(copies).toEqual(
      expect.arrayContaining([
        '--from=prod-deps /app/node_modules ./node_modules',
        '--from=build /runtime ./',
      ]),
    );
    // Nothing from the build context but the probe: no sources, no development packages.
    for (const copy of copies.filter((args) => !args.startsWith('--from='))) {
      expect(copy).toMatch(/deploy\/docker\/healthcheck\.mjs/);
    }
    expect(instructionsOf(runtime, 'RUN').join('\n')).not.toMatch(/npm (ci|install)/);
    expect(instructionsOf(runtime, 'WORKDIR')).toContain('/app/${PROJECT}');
  });

  it('checks its own health on the ops port and hands signals to Node through tini', () => {
    const [healthcheck] = instructionsOf(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD \["healthcheck", "\/health\/ready"\]$/);
    expect(instructionsOf(runtime, 'COPY')).toContain(
      '--chmod=755 deploy/docker/healthcheck.mjs /usr/local/bin/healthcheck',
    );
    expect(instructionsOf(runtime, 'ENV').join(' ')).toContain(`OPS_PORT=${OPS.port}`);
    expect(instructionsOf(runtime, 'ENTRYPOINT')).toEqual(['["/usr/bin/tini", "--"]']);
    expect(instructionsOf(runtime, 'CMD')).toEqual(['["node", "--enable-source-maps", "dist/main.js"]']);
  });

  it('carries ffmpeg and ffprobe in the media service’s image only, from Debian', () => {
    const commands = instructionsOf(runtime, 'RUN');
    const ffmpeg = commands.filter((command) => /\bffmpeg\b/.test(command));
    expect(ffmpeg).toEqual([
      expect.stringMatching(
        /^if \[ "\$\{PROJECT\}" = services\/media \]; then .*apt-get install -y --no-install-recommends ffmpeg\b/,
      ),
    ]);
    // The condition reads the argument, so it must be declared before that step.
    const argAt = runtime.instructions.findIndex((i) => i.keyword === 'ARG' && i.arguments === 'PROJECT');
    const ffmpegAt = runtime.instructions.findIndex(
      (i) => i.keyword === 'RUN' && /\bffmpeg\b/.test(i.arguments),
    );
    expect(argAt).toBeGreaterThanOrEqual(0);
    expect(argAt).toBeLessThan(ffmpegAt);
  });

  it('lays the production packages down before anything reads PROJECT, so every image shares that layer', () => {
    const argAt = runtime.instructions.findIndex((i) => i.keyword === 'ARG' && i.arguments === 'PROJECT');
    const packagesAt = runtime.instructions.findIndex(
      (i) => i.keyword === 'COPY' && i.arguments.startsWith('--from=prod-deps '),
    );
    expect(packagesAt).toBeGreaterThanOrEqual(0);
    expect(packagesAt).toBeLessThan(argAt);
  });

  it('makes the media volume’s mount point, owned by the unprivileged user', () => {
    const [uid, gid] = instructionsOf(runtime, 'USER')[0].split(':');
    expect(instructionsOf(runtime, 'RUN').join('\n')).toContain(
      `install -d -o ${uid} -g ${gid} /var/lib/boonies/media`,
    );
  });

  it('keeps host builds, installs and local media out of the build context', () => {
    const ignored = readFileSync(path.join(WORKSPACE_ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.nx', '.data']));
  });

  it('keeps npm’s download cache out of the layers, in a cache mount the next install reuses', () => {
    const install = instructionsOf(stage('deps'), 'RUN').find((command) => command.includes('npm install'));
    expect(install).toContain('--mount=type=cache,target=/root/.npm,sharing=locked ');
  });

  it('keeps this checkout’s secrets out of the build context', () => {
    const ignored = readFileSync(path.join(WORKSPACE_ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toContain('.secrets');
  });

  it('takes the registry’s settings from a build secret, never from a layer', () => {
    const install = instructionsOf(stage('deps'), 'RUN').find((command) => command.includes('npm install'));
    expect(install).toMatch(
      /^--mount=type=secret,id=npmrc,target=\/root\/\.npmrc (--mount=\S+ )*npm install /,
    );
    const all = stages.flatMap((candidate) => candidate.instructions.map((i) => i.arguments)).join('\n');
    expect(all).not.toMatch(/npmrc(?!,| npm| --mount=)/);
  });
});
