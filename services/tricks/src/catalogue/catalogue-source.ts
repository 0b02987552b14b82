import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueEntry } from './catalogue-entry';
import { checkCatalogue, type CatalogueProblem } from './catalogue-rules';

/**
 * Rules whose breach would put wrong data in the database: values the service cannot store or score, and
 * prerequisites that point nowhere or in a circle. The others (wording, numbering, shared texts) are the
 * catalogue spec's to enforce; here they are only reported.
 */
const BLOCKING_RULES = new Set([
  'shape',
  'id-format',
  'category',
  'difficulty',
  'stance',
  'base-trick',
  'points',
  'prerequisites',
  'duplicate-id',
  'missing-prerequisite',
  'prerequisite-cycle',
]);

/** The catalogue as shipped: its entries and a version that changes whenever any of them does. */
export interface ShippedCatalogue {
  version: string;
  entries: CatalogueEntry[];
  /** Problems that do not stop the catalogue from being used. */
  warnings: CatalogueProblem[];
}

/** A catalogue that cannot be used as it is; names every blocking problem. */
export class CatalogueRejectedError extends Error {
  constructor(
    readonly directory: string,
    readonly problems: CatalogueProblem[],
  ) {
    super(
      `The trick catalogue in ${directory} cannot be used:\n` +
        problems.map((problem) => `  - ${problem.message}`).join('\n'),
    );
    this.name = 'CatalogueRejectedError';
  }
}

/** Reads every `*.json` file of `directory` (each an array of entries) and checks them together. */
export function readCatalogue(directory: string): ShippedCatalogue {
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort();
  const problems: CatalogueProblem[] = [];
  const entries: unknown[] = [];
  for (const file of files) {
    const data = parseJson(readFileSync(join(directory, file), 'utf8'));
    if (Array.isArray(data)) entries.push(...(data as unknown[]));
    else problems.push({ rule: 'shape', ids: [], message: `${file} is not a JSON array of entries` });
  }
  problems.push(...checkCatalogue(entries, null));
  const blocking = problems.filter((problem) => BLOCKING_RULES.has(problem.rule));
  if (blocking.length > 0) throw new CatalogueRejectedError(directory, blocking);
  const valid = entries as CatalogueEntry[];
  return {
    version: catalogueVersionOf(valid),
    entries: valid,
    warnings: problems.filter((problem) => !BLOCKING_RULES.has(problem.rule)),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Independent of file names and of the order of entries, so moving an entry to another file is no change. */
export function catalogueVersionOf(entries: readonly CatalogueEntry[]): string {
  const byId = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(byId)).digest('base64url').slice(0, 22);
}
