import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';
import { SERVICE_NAMES } from './common/services';

/*
 * The folders of the contracts import each other in one direction only, so each is a project of its
 * own: a service's folder may import shared folders and other services' folders, a shared folder imports no
 * service's folder, no two folders import each other round a cycle, and only the barrels import the catalogue.
 * Spec files count: a project's tests may not reach into a project that depends on it.
 */

const SOURCE = __dirname;
/** Everything outside imports through these; they gather every folder and are no folder's part. */
const BARRELS = new Set(['index.ts', 'browser.ts']);
/** Folders that gather every service's declarations: they import service folders, and nothing imports them. */
const GATHERING = new Set(['catalog']);
/** The files outside any folder: the barrels and this spec. */
const TOP_LEVEL = '(top level)';

const SERVICE_FOLDERS = new Set<string>(SERVICE_NAMES);

type FolderKind = 'service' | 'shared' | 'gathering';

function kindOf(folder: string): FolderKind {
  if (SERVICE_FOLDERS.has(folder)) return 'service';
  if (GATHERING.has(folder)) return 'gathering';
  return 'shared';
}

/** One import that crosses folders: the importing file and the file it names, relative to `src/`. */
interface CrossImport {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function folderOf(file: string): string {
  const parts = relative(SOURCE, file).split(sep);
  return parts.length === 1 ? TOP_LEVEL : parts[0];
}

function resolveImport(importer: string, specifier: string): string {
  const base = resolve(dirname(importer), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this form of the path: try the next.
    }
  }
  throw new Error(`${relative(SOURCE, importer)} imports ${specifier}, which names no file of the contracts`);
}

/** Every relative import between two folders, by `from -> to` folder, as the TypeScript compiler reads them. */
function folderEdges(): Map<string, CrossImport[]> {
  const edges = new Map<string, CrossImport[]>();
  for (const file of sourceFiles(SOURCE)) {
    if (BARRELS.has(relative(SOURCE, file))) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [
        ...(edges.get(key) ?? []),
        { from: relative(SOURCE, file), to: relative(SOURCE, target) },
      ]);
    }
  }
  return edges;
}

/** A folder path that comes back to where it started, if the graph has one. */
function findCycle(edges: Map<string, unknown>): string[] | null {
  const next = new Map<string, string[]>();
  for (const key of edges.keys()) {
    const [from, to] = key.split(' -> ');
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (folder: string): string[] | null => {
    const seen = path.indexOf(folder);
    if (seen >= 0) return [...path.slice(seen), folder];
    if (done.has(folder)) return null;
    path.push(folder);
    for (const to of next.get(folder) ?? []) {
      const cycle = visit(to);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(folder);
    return null;
  };
  for (const folder of next.keys()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return null;
}

/** The file imports that make up the given folder edges, one line each, for the failure message. */
function importsBehind(edges: Map<string, CrossImport[]>, keys: string[]): string[] {
  return keys.flatMap((key) => (edges.get(key) ?? []).map(({ from, to }) => `${key}: ${from} imports ${to}`));
}

describe('the folders of the contracts', () => {
  const edges = folderEdges();

  it('are read from the real imports', () => {
    // The catalogue gathers every service's requests: if these edges are missing, the reader is blind.
    expect([...edges.keys()]).toEqual(expect.arrayContaining(['catalog -> auth', 'catalog -> webhooks']));
  });

  it('import each other round no cycle', () => {
    const cycle = findCycle(edges);
    const keys = cycle ? cycle.slice(1).map((to, i) => `${cycle[i]} -> ${to}`) : [];
    expect(importsBehind(edges, keys)).toEqual([]);
  });

  it('keep shared folders free of any service folder', () => {
    const offending = [...edges.keys()].filter((key) => {
      const [from, to] = key.split(' -> ');
      return kindOf(from) === 'shared' && kindOf(to) !== 'shared';
    });
    expect(importsBehind(edges, offending)).toEqual([]);
  });

  it('leave the catalogue to the barrels', () => {
    const offending = [...edges.keys()].filter((key) => kindOf(key.split(' -> ')[1]) === 'gathering');
    expect(importsBehind(edges, offending)).toEqual([]);
  });
});

describe('findCycle', () => {
  it('finds a loop through several folders and none in a chain', () => {
    const graph = (...keys: string[]) => new Map(keys.map((key) => [key, []]));
    expect(findCycle(graph('a -> b', 'b -> c', 'c -> a'))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(graph('a -> b', 'b -> c', 'a -> c'))).toBeNull();
  });
});
