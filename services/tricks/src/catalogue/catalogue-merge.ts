import type { CatalogueEntry } from './catalogue-entry';
import type { Trick } from './entities/trick.entity';
import { catalogueFieldsOf, type CatalogueFields } from './trick-fields';

/** A stored trick as the merge sees it. */
export type StoredTrick = Pick<Trick, 'id' | 'source' | 'editedAt'> & CatalogueFields;

export type CatalogueRow = { id: string } & CatalogueFields;

/** What applying a catalogue version to the stored tricks does. */
export interface CatalogueMergePlan {
  inserts: CatalogueRow[];
  updates: CatalogueRow[];
  /** Entries an admin edited, or an admin's trick under the same id: left exactly as they are. */
  keptEdits: string[];
  unchanged: number;
  /** Updated entries whose worth changed: everyone who learned them is rescored. */
  repointed: string[];
}

/**
 * Merges a catalogue version into the stored tricks: new entries are added, catalogue entries nobody
 * edited take the new content, admin edits and admin tricks win, and nothing is ever removed (progress
 * points at it).
 */
export function planCatalogueMerge(
  stored: readonly StoredTrick[],
  entries: readonly CatalogueEntry[],
): CatalogueMergePlan {
  const byId = new Map(stored.map((trick) => [trick.id, trick]));
  const plan: CatalogueMergePlan = { inserts: [], updates: [], keptEdits: [], unchanged: 0, repointed: [] };
  for (const entry of entries) {
    const row = { id: entry.id, ...catalogueFieldsOf(entry) };
    const current = byId.get(entry.id);
    if (!current) plan.inserts.push(row);
    else if (current.source === 'admin' || current.editedAt !== null) plan.keptEdits.push(entry.id);
    else if (sameContent(current, row)) plan.unchanged += 1;
    else {
      plan.updates.push(row);
      if (current.resolvedPoints !== row.resolvedPoints) plan.repointed.push(entry.id);
    }
  }
  return plan;
}

const COMPARED_FIELDS: readonly (keyof CatalogueFields)[] = [
  'name',
  'aliases',
  'category',
  'difficulty',
  'baseTrick',
  'stance',
  'description',
  'prerequisites',
  'setup',
  'steps',
  'commonMistakes',
  'proTips',
  'points',
  'resolvedPoints',
];

function sameContent(a: CatalogueFields, b: CatalogueFields): boolean {
  return COMPARED_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}
