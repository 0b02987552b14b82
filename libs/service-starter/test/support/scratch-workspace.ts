import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository this test runs in. */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

/**
 * What a service builds against: the libraries it imports at run time, and those its tests import; storage
 * for the deploy tests, which read the media service's and the gateway's configuration.
 */
const LIBRARIES = ['contracts', 'messaging', 'platform', 'service-testing', 'storage', 'testing'];
const ROOT_FILES = [
  'package.json',
  'tsconfig.base.json',
  '.swcrc',
  '.prettierrc.json',
  '.dockerignore',
  'jest.preset.js',
  'jest.setup-timeouts.js',
  'docker-compose.yml',
];
/** What the generator edits and the deploy tests read besides the libraries: every process and its deployment. */
const FOLDERS = ['deploy', 'gateway', 'scripts'];
const SOURCES = (source: string) => !/[/\\](dist|node_modules)$/.test(source);

/**
 * A copy of the parts of the workspace a generated service touches, builds against and is deployed with, in
 * a temporary folder: the generator's edits (`SERVICE_NAMES`, the NATS permissions, the deployment's files)
 * and the builds land there, never in the real workspace. Its `node_modules` links the workspace's packages,
 * but `@boonies/*` to the copies.
 */
export class ScratchWorkspace {
  readonly root = mkdtempSync(path.join(tmpdir(), 'boonies-starter-'));

  constructor() {
    for (const file of ROOT_FILES) cpSync(path.join(WORKSPACE_ROOT, file), path.join(this.root, file));
    for (const folder of FOLDERS) this.copyProject(folder);
    for (const library of LIBRARIES) this.copyProject(`libs/${library}`);
    for (const service of readdirSync(path.join(WORKSPACE_ROOT, 'services')))
      this.copyProject(`services/${service}`);
    this.linkPackages();
  }

  path(...parts: string[]): string {
    return path.join(this.root, ...parts);
  }

  /** Runs a project's target command (`build`, `typecheck`) as its project.json says, in the project's folder. */
  async runTarget(project: string, target: string): Promise<void> {
    const config = JSON.parse(readFileSync(this.path(project, 'project.json'), 'utf8')) as {
      targets: Record<string, { options: { command: string } }>;
    };
    await run(config.targets[target].options.command, this.path(project));
  }

  /** A shell command run in the copy, as from its root. */
  async run(command: string): Promise<void> {
    await run(command, this.root);
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }

  /** A project's files but its builds; its own dependencies (those npm could not hoist) stay where they are. */
  private copyProject(folder: string): void {
    cpSync(path.join(WORKSPACE_ROOT, folder), this.path(folder), { recursive: true, filter: SOURCES });
    const modules = path.join(WORKSPACE_ROOT, folder, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, this.path(folder, 'node_modules'));
  }

  private linkPackages(): void {
    const modules = this.path('node_modules');
    mkdirSync(path.join(modules, '@boonies'), { recursive: true });
    for (const entry of readdirSync(path.join(WORKSPACE_ROOT, 'node_modules'))) {
      if (entry === '@boonies') continue;
      symlinkSync(path.join(WORKSPACE_ROOT, 'node_modules', entry), path.join(modules, entry));
    }
    for (const library of LIBRARIES) {
      symlinkSync(this.path('libs', library), path.join(modules, '@boonies', library));
    }
  }
}

/** A shell command with the workspace's binaries on the path; rejects with its output when it fails. */
function run(command: string, cwd: string): Promise<void> {
  const bin = path.join(WORKSPACE_ROOT, 'node_modules/.bin');
  const child = spawn(command, {
    cwd,
    shell: true,
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} (in ${cwd}) failed:\n${Buffer.concat(output).toString()}`)),
    );
  });
}
