import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { at, type Located, type MarkdownDocument } from './markdown';
import type { Repository } from './repository';

/**
 * Names the documents may use that legitimately live outside this repository's code. Keep it short, and
 * say why each is here.
 */
export const OUTSIDE_THE_CODE = new Set([
  // Read by the OpenTelemetry SDK itself, not by our code; the operations guide names it beside ours.
  'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
  // Node.js's own (`NODE_OPTIONS=--max-old-space-size=…` in the benchmarks' notes).
  'NODE_OPTIONS',
]);

/** The top-level folders and root files a repository path in a document starts with. */
const REPOSITORY_PATH =
  /^(?:\.\/)?(?:(?:services|libs|gateway|web|deploy|scripts|docs|tools|\.ci)\/\S*|(?:docker-compose\.yml|nx\.json|eslint\.config\.mjs|tsconfig\.base\.json|jest\.config\.js|jest\.preset\.js|\.swcrc|\.dockerignore))$/;

const UPPER_SNAKE = /(?<![\w<*])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:_\*)?(?![\w<])/g;

// ---------------------------------------------------------------------------------------------------------
// Paths

/** Every repository path written in a code span, or linked to, must exist. */
export function checkPaths(document: MarkdownDocument, repository: Repository): string[] {
  const problems: string[] = [];
  const folder = path.posix.dirname(document.file);
  for (const span of document.spans) {
    // `kubectl exec deploy/auth`: a Deployment, not a folder.
    const kubectl = /\bkubectl\b/.test(span.text);
    for (const word of span.text.split(/\s+/)) {
      if (kubectl && /^deploy\/[\w-]+$/.test(word)) continue;
      const candidate = word.replace(/^[("'[]+/, '').replace(/[)"',;:.\]]+$/, '');
      const relativeToDocument =
        folder !== '.' && folder !== 'docs' && firstSegmentExistsIn(repository, folder, candidate);
      if (!REPOSITORY_PATH.test(candidate) && !relativeToDocument) continue;
      const full = relativeToDocument ? path.posix.join(folder, candidate) : candidate.replace(/^\.\//, '');
      if (!pathExists(repository.root, full)) problems.push(`${at(span)}: path \`${full}\` does not exist`);
    }
  }
  for (const link of document.links) {
    if (/^[a-z]+:/.test(link.text)) continue;
    const [target, anchor] = link.text.split('#');
    const full = target ? path.posix.normalize(path.posix.join(folder, target)) : document.file;
    if (target && !existsSync(path.join(repository.root, full))) {
      problems.push(`${at(link)}: link to \`${link.text}\`: ${full} does not exist`);
    } else if (anchor && full.endsWith('.md') && !anchorsOf(repository, full, document).has(anchor)) {
      problems.push(`${at(link)}: link to \`${link.text}\`: ${full} has no heading #${anchor}`);
    }
  }
  return problems;
}

function firstSegmentExistsIn(repository: Repository, folder: string, candidate: string): boolean {
  const [first, ...rest] = candidate.split('/');
  if (rest.length === 0 || !/^[\w.-]+$/.test(first) || first.startsWith('.')) return false;
  const target = path.join(repository.root, folder, first);
  return existsSync(target) && statSync(target).isDirectory();
}

const anchorCache = new Map<string, Set<string>>();
let readAnchors: (file: string) => Set<string> = () => new Set();

/** Lets the checks read the anchors of other documents than the one being checked. */
export function useAnchors(read: (file: string) => Set<string>): void {
  anchorCache.clear();
  readAnchors = read;
}

function anchorsOf(_repository: Repository, file: string, current: MarkdownDocument): Set<string> {
  if (file === current.file) return current.anchors;
  if (!anchorCache.has(file)) anchorCache.set(file, readAnchors(file));
  return anchorCache.get(file) ?? new Set();
}

/**
 * Whether a documented path exists. A path may be a pattern: `<name>` or `*` for one segment, `**` for any
 * depth, `{a,b}` for alternatives, `…` for "and so on". Built output (`dist/x.js`) exists when its source
 * (`src/x.ts`) does.
 */
export function pathExists(root: string, documented: string): boolean {
  const cut = documented.split(/…|\.\.\./)[0];
  return expandBraces(cut.replace(/\/+$/, '')).every((variant) => {
    const built = /^(.*?)\/dist(?:\/(.*))?$/.exec(variant);
    const source = built
      ? built[2]
        ? `${built[1]}/src/${built[2].replace(/\.js$/, '.{ts,tsx}')}`
        : built[1]
      : variant;
    return expandBraces(source).some((one) => matchSegments(root, one.split('/').filter(Boolean)));
  });
}

function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(pattern.slice(0, match.index) + choice + pattern.slice(match.index + match[0].length)),
    );
}

function matchSegments(folder: string, segments: string[]): boolean {
  if (segments.length === 0) return true;
  const [segment, ...rest] = segments;
  if (segment === '**') {
    if (matchSegments(folder, rest)) return true;
    return subfolders(folder).some((child) => matchSegments(path.join(folder, child), segments));
  }
  if (!/[<*]/.test(segment))
    return existsSync(path.join(folder, segment)) && matchSegments(path.join(folder, segment), rest);
  const pattern = new RegExp(
    `^${segment
      .split(/(<[^>]*>|\*)/)
      .map((part) =>
        part === '*' || part.startsWith('<') ? '[^/]+' : part.replace(/[.+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );
  return entries(folder).some(
    (entry) => pattern.test(entry) && matchSegments(path.join(folder, entry), rest),
  );
}

function entries(folder: string): string[] {
  try {
    return readdirSync(folder).filter((entry) => entry !== 'node_modules' && entry !== 'dist');
  } catch {
    return [];
  }
}

function subfolders(folder: string): string[] {
  return entries(folder).filter((entry) => statSync(path.join(folder, entry)).isDirectory());
}

// ---------------------------------------------------------------------------------------------------------
// Commands

/** Every `npm run <script>` (and `npm start` / `npm test`), and every Nx project and target named, exist. */
export function checkCommands(document: MarkdownDocument, repository: Repository): string[] {
  const problems: string[] = [];
  const places: Located[] = [
    ...document.prose,
    ...document.blocks.flatMap((block) =>
      block.text.split('\n').map((text, index) => ({ file: block.file, line: block.line + index, text })),
    ),
  ];
  for (const place of places) {
    for (const match of place.text.matchAll(/\bnpm (?:run(?:-script)? )?([a-z][\w:.-]*)(<)?/g)) {
      const [, script, placeholder] = match;
      const explicit = match[0].includes(' run');
      if (
        placeholder ||
        script === 'run' ||
        (!explicit && !['start', 'test', 'stop', 'restart'].includes(script))
      )
        continue;
      if (!repository.scripts.has(script)) {
        problems.push(`${at(place)}: \`npm run ${script}\`: package.json has no script "${script}"`);
      }
    }
    for (const match of place.text.matchAll(
      /\bnx run ([\w-]+):([\w-]+)|\bnx ([\w-]+) ([\w-]+)(?=[`\s]|$)/g,
    )) {
      const project = match[1] ?? match[4];
      const target = match[2] ?? match[3];
      if (!match[1] && ['run-many', 'affected', 'graph', 'show', 'reset'].includes(target)) continue;
      const targets = repository.projects.get(project);
      if (!targets) problems.push(`${at(place)}: \`nx\`: there is no project "${project}"`);
      else if (!targets.has(target))
        problems.push(`${at(place)}: \`nx\`: project "${project}" has no target "${target}"`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Environment variables and other UPPER_SNAKE names

/**
 * Every UPPER_SNAKE name in a code span exists in the code (an environment variable, a constant, an error
 * code, a stream); one written as a variable (`NAME=value`, or a row of the configuration table) must be
 * something a process reads or is given.
 */
export function checkNames(document: MarkdownDocument, repository: Repository): string[] {
  const problems: string[] = [];
  for (const span of document.spans) {
    for (const match of span.text.matchAll(UPPER_SNAKE)) {
      const name = match[0];
      if (OUTSIDE_THE_CODE.has(name)) continue;
      if (name.endsWith('_*')) {
        const prefix = name.slice(0, -1);
        if (![...repository.upperWords].some((word) => word.startsWith(prefix))) {
          problems.push(`${at(span)}: no name in the code starts with \`${prefix}\``);
        }
        continue;
      }
      const assigned = span.text.slice(match.index + name.length).startsWith('=');
      if (assigned && !repository.environment.has(name)) {
        problems.push(
          `${at(span)}: environment variable \`${name}\` is read by no process (config class, process.env, compose, k8s)`,
        );
      } else if (!repository.upperWords.has(name)) {
        problems.push(`${at(span)}: \`${name}\` appears nowhere in the code`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Configuration

/**
 * docs/configuration.md's table: each variable is a key of a configuration class (or read from
 * `process.env` where no class applies), and a default written as a plain value is the class's default.
 */
export function checkConfigurationTable(document: MarkdownDocument, repository: Repository): string[] {
  const problems: string[] = [];
  for (const row of document.prose) {
    const cells = row.text.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z][A-Z0-9_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    const keys = repository.configKeys.get(name);
    if (!keys) {
      if (!repository.environment.has(name)) {
        problems.push(`${at(row)}: \`${name}\` is in no configuration class and no process reads it`);
      }
      continue;
    }
    const documented = /^`([^`]+)`(?:\s*\(.*\))?$/.exec(cells[2] ?? '')?.[1];
    if (documented === undefined) continue;
    const defaults = keys.map((key) => literalValue(key.initializer)).filter((value) => value !== undefined);
    if (defaults.length > 0 && !defaults.includes(documented)) {
      const where = keys.map((key) => key.file).join(', ');
      problems.push(
        `${at(row)}: \`${name}\` defaults to ${defaults.map((value) => `\`${value}\``).join(' / ')} in ${where}, not \`${documented}\``,
      );
    }
  }
  return problems;
}

/** A literal initialiser's value as the documents write it; undefined for anything computed. */
function literalValue(initializer: string | undefined): string | undefined {
  if (initializer === undefined) return undefined;
  const text = /^'([^']*)'$|^"([^"]*)"$/.exec(initializer);
  if (text) return text[1] ?? text[2];
  if (/^(true|false)$/.test(initializer)) return initializer;
  if (/^[\d_\s*+]+$/.test(initializer)) {
    return String(
      initializer
        .replace(/_/g, '')
        .split('+')
        .reduce(
          (sum, term) =>
            sum + term.split('*').reduce((product, factor) => product * Number(factor.trim()), 1),
          0,
        ),
    );
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Ports

export interface OpsPorts {
  /** Each process's ops port under `npm start`, in its order. */
  byProcess: Map<string, number>;
  /** The ops port every container listens on. */
  container: number;
}

/**
 * Ops ports: each `<process> 94NN` (or `94NN (<process>)`) names that process's port under `npm start`, a
 * range of them runs from the first to the last process's (or the last service's, when it says services),
 * and every other port written as `host:port` or `port NNNN` is a number the code uses.
 */
export function checkPorts(document: MarkdownDocument, repository: Repository, ops: OpsPorts): string[] {
  const problems: string[] = [];
  const ports = [...ops.byProcess.values()];
  const first = Math.min(...ports);
  const last = Math.max(...ports);
  const services = [...ops.byProcess].filter(([name]) => name !== 'gateway').map(([, port]) => port);
  const names = [...ops.byProcess.keys()].join('|');
  const portOf = (name: string) => ops.byProcess.get(name);
  for (const row of document.prose) {
    const text = row.text;
    for (const match of text.matchAll(/\b(9[0-9]{3})\s*[–-]\s*(9[0-9]{3})\b/g)) {
      const [from, to] = [Number(match[1]), Number(match[2])];
      if (from < first - 10 || from > last) continue;
      const forServices = /services\s*$/.test(text.slice(0, match.index));
      const [low, high] = forServices ? [Math.min(...services), Math.max(...services)] : [first, last];
      if (from !== low || to !== high) {
        problems.push(
          `${at(row)}: ops ports ${match[0]}: under \`npm start\` ${forServices ? 'the services' : 'the processes'} use ${low}–${high}`,
        );
      }
    }
    const named = new RegExp(
      `\\b(${names})\\b[^.;,|]{0,12}?\\b(9[0-9]{3})\\b|\\b(9[0-9]{3})\\b\\s*\\((${names})\\)`,
      'g',
    );
    for (const match of text.matchAll(named)) {
      const name = match[1] ?? match[4];
      const port = Number(match[2] ?? match[3]);
      if (port === ops.container) continue;
      if (portOf(name) !== port) {
        const owner = [...ops.byProcess].find(([, value]) => value === port)?.[0];
        problems.push(
          `${at(row)}: ${name}'s ops port under \`npm start\` is ${portOf(name)}, not ${port}${owner ? ` (${port} is ${owner}'s)` : ''}`,
        );
      }
    }
    for (const match of text.matchAll(
      /\b(?:localhost|127\.0\.0\.1|0\.0\.0\.0|[a-z][\w-]*):(\d{4,5})\b|\bports? (\d{4,5})\b/g,
    )) {
      const port = match[1] ?? match[2];
      const known =
        repository.numbers.has(port) || ports.includes(Number(port)) || Number(port) === ops.container;
      if (!known) problems.push(`${at(row)}: port ${port} is used nowhere in the code`);
      else if (Number(port) > last && Number(port) < first + 100 && Number(port) !== ops.container) {
        problems.push(
          `${at(row)}: port ${port}: no process has this ops port (${first}–${last} under \`npm start\`)`,
        );
      }
    }
  }
  return problems;
}
