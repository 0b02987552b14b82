import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders that hold no source of ours: packages, builds, caches, local data. */
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  'coverage',
  '.nx',
  'test-results',
  'bench-results',
  '.data',
  '.secrets',
]);

/** Files whose words count as "in the code": sources, scripts, deployment and configuration. */
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|json|ya?ml|conf|sh|html|css)$|(^|\/)Dockerfile$|^\.ci\//;

/** A configuration property as the code declares it: a decorated, UPPER_SNAKE property of a class. */
export interface ConfigKey {
  name: string;
  file: string;
  /** The initialiser's source text, when it has one (`10`, `'info'`, `250 * 1024 * 1024`). */
  initializer?: string;
}

/** What the documents are checked against: the repository's files and what its code reads. */
export interface Repository {
  root: string;
  /** Every file (repository-relative, forward slashes) outside the skipped folders. */
  files: string[];
  /** Every UPPER_SNAKE word the code, scripts and deployment files contain. */
  upperWords: Set<string>;
  /** Environment variables something reads or sets: config classes, `process.env`, compose, k8s, Dockerfile. */
  environment: Set<string>;
  /** The configuration classes' keys. */
  configKeys: Map<string, ConfigKey[]>;
  /** Every number written in the code, for ports. */
  numbers: Set<string>;
  scripts: Set<string>;
  /** Nx projects by name, with their targets. */
  projects: Map<string, Set<string>>;
}

export function scanRepository(root: string): Repository {
  const files = listFiles(root, '');
  const codeFiles = files.filter((file) => CODE_FILE.test(file) && !file.endsWith('package-lock.json'));
  const upperWords = new Set<string>();
  const environment = new Set<string>();
  const numbers = new Set<string>();
  const configKeys = new Map<string, ConfigKey[]>();
  for (const file of codeFiles) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [word] of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) upperWords.add(word);
    for (const [number] of text.matchAll(/\b\d{2,5}\b/g)) numbers.add(number);
    for (const name of environmentReadIn(file, text)) environment.add(name);
    if (/\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && /(^|\/)src\//.test(file)) {
      for (const key of configKeysIn(file, text)) {
        configKeys.set(key.name, [...(configKeys.get(key.name) ?? []), key]);
        environment.add(key.name);
      }
    }
  }
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return {
    root,
    files,
    upperWords,
    environment,
    configKeys,
    numbers,
    scripts: new Set(Object.keys(packageJson.scripts)),
    projects: projectsIn(root, files),
  };
}

function listFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : listFiles(root, relative);
    return [relative];
  });
}

/**
 * Variables a file reads or hands a process: `process.env.X` / `env.X` / `env['X']` in code; `X: value`
 * under a compose `environment`, `name: X` and `X=value` in manifests; `ENV X=` in the Dockerfile.
 */
function environmentReadIn(file: string, text: string): string[] {
  const names: string[] = [];
  const NAME = '([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)';
  const patterns = /\.(ts|tsx|js|mjs|cjs)$/.test(file)
    ? [
        new RegExp(`\\benv\\??\\.${NAME}\\b`, 'g'),
        new RegExp(`\\benv\\??\\.?\\[\\s*['"\`]${NAME}['"\`]`, 'g'),
      ]
    : /\.ya?ml$|Dockerfile$|\.sh$|^\.ci\//.test(file)
      ? [
          new RegExp(`^\\s*-?\\s*name:\\s*['"]?${NAME}['"]?\\s*$`, 'gm'),
          new RegExp(`(?:^|[\\s'"-])${NAME}=`, 'gm'),
          new RegExp(`^\\s+${NAME}:`, 'gm'),
        ]
      : [];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.push(match[1]);
  return names;
}

/** The decorated UPPER_SNAKE properties of the file's classes: the validated configuration classes. */
function configKeysIn(file: string, text: string): ConfigKey[] {
  if (!/@[A-Z]\w*\(/.test(text) || !/^\s+[A-Z][A-Z0-9_]+[?!]?:/m.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const keys: ConfigKey[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(node.name.text) &&
      ts.getDecorators(node)?.length
    ) {
      keys.push({ name: node.name.text, file, initializer: node.initializer?.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

function projectsIn(root: string, files: string[]): Map<string, Set<string>> {
  const projects = new Map<string, Set<string>>();
  for (const file of files.filter((name) => name.endsWith('project.json'))) {
    const project = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {
      name: string;
      targets?: Record<string, unknown>;
    };
    projects.set(project.name, new Set(Object.keys(project.targets ?? {})));
  }
  return projects;
}
