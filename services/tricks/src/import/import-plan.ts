import type { TrickImportAction } from '@boonies/contracts/tricks';
import type { TrickFields } from '../catalogue/trick-fields';
import { editedTrickFields, newTrickFields, prerequisiteProblem } from '../tricks/trick-changes';
import { isCustomId, type ImportRow } from './import-rows';

/** A stored trick, as the plan compares rows against it. */
export type StoredTrick = TrickFields & { id: string };

/** What applying one row does. */
export interface PlannedRow {
  row: number;
  action: TrickImportAction;
  /** The trick's id: the file's, the matched trick's, or null for a new trick that gets `custom-N`. */
  id: string | null;
  name: string | null;
  /** The trick's fields after the row is applied (absent for rejected rows). */
  fields?: TrickFields;
  changed: boolean;
  problems: string[];
}

const FIELD_KEYS: readonly (keyof TrickFields)[] = [
  'name',
  'aliases',
  'category',
  'difficulty',
  'baseTrick',
  'stance',
  'description',
  'videoUrl',
  'prerequisites',
  'setup',
  'steps',
  'commonMistakes',
  'proTips',
  'points',
  'resolvedPoints',
];

export function sameFields(a: TrickFields, b: TrickFields): boolean {
  return FIELD_KEYS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

function rejected(row: ImportRow, problems: string[]): PlannedRow {
  return {
    row: row.row,
    action: 'reject',
    id: row.id ?? null,
    name: row.name ?? null,
    changed: false,
    problems,
  };
}

/**
 * Decides every row of a file against the stored catalogue, with the rules of `POST /api/tricks` and
 * `PATCH /api/tricks/{id}`: a row with a known id (or, without an id, a known name) updates that trick, any
 * other row adds one; names stay unique whatever their case; prerequisites must exist in the catalogue or
 * in an accepted row of the same file, and must not lead back to the trick.
 */
export function planImport(rows: readonly ImportRow[], stored: readonly StoredTrick[]): PlannedRow[] {
  const byId = new Map(stored.map((trick) => [trick.id, trick]));
  const byName = new Map(stored.map((trick) => [trick.name.toLowerCase(), trick]));
  const idsInFile = new Map<string, number>();
  const namesInFile = new Map<string, number>();

  const plan: PlannedRow[] = rows.map((row) => {
    if (!row.request) return rejected(row, row.problems);
    const problems: string[] = [];
    const name = row.request.name.toLowerCase();
    const target = row.id ? byId.get(row.id) : byName.get(name);
    if (row.id && !target && isCustomId(row.id)) {
      problems.push('custom-N ids are given by the server: leave id empty to add a trick');
    }
    const key = row.id ?? target?.id;
    if (key !== undefined && idsInFile.has(key)) {
      problems.push(`The trick ${key} is already in row ${idsInFile.get(key)} of this file`);
    }
    if (namesInFile.has(name)) {
      problems.push(`The name "${row.request.name}" is already in row ${namesInFile.get(name)} of this file`);
    }
    const owner = byName.get(name);
    if (owner && owner.id !== target?.id) problems.push('A trick with this name already exists');
    if (problems.length > 0) return rejected(row, problems);
    if (key !== undefined) idsInFile.set(key, row.row);
    namesInFile.set(name, row.row);
    const fields = target ? editedTrickFields(target, row.request) : newTrickFields(row.request);
    return {
      row: row.row,
      action: target ? 'update' : 'create',
      id: key ?? null,
      name: fields.name,
      fields,
      changed: !target || !sameFields(target, fields),
      problems: [],
    };
  });

  rejectBadPrerequisites(plan, byId);
  return plan;
}

/**
 * Checks prerequisites over the catalogue as the file would leave it. A rejected row takes its trick out
 * of that catalogue (or leaves the stored one as it was), which may strand rows that needed it, so the
 * check runs again until no row is newly rejected.
 */
function rejectBadPrerequisites(plan: PlannedRow[], byId: ReadonlyMap<string, StoredTrick>): void {
  const graph = new Map<string, readonly string[]>(
    [...byId.values()].map((trick) => [trick.id, trick.prerequisites]),
  );
  for (const row of plan) if (row.fields && row.id) graph.set(row.id, row.fields.prerequisites);

  for (let again = true; again;) {
    again = false;
    for (const row of plan) {
      if (!row.fields) continue;
      const problem = prerequisitesProblem(row, graph);
      if (!problem) continue;
      Object.assign(row, { action: 'reject', fields: undefined, changed: false, problems: [problem] });
      if (row.id) {
        const stored = byId.get(row.id);
        if (stored) graph.set(row.id, stored.prerequisites);
        else graph.delete(row.id);
      }
      again = true;
    }
  }
}

function prerequisitesProblem(row: PlannedRow, graph: ReadonlyMap<string, readonly string[]>): string | null {
  const prerequisites = row.fields?.prerequisites ?? [];
  const unknown = prerequisites.filter((id) => !graph.has(id) && id !== row.id);
  if (unknown.length > 0) return `Unknown prerequisite trick id: ${unknown.join(', ')}`;
  // A new trick without an id cannot be anyone's prerequisite, so no cycle can pass through it.
  const others = new Map(graph);
  if (row.id) others.delete(row.id);
  return prerequisiteProblem(row.id ?? '', prerequisites, others);
}
