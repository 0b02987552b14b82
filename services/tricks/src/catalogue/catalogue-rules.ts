import { normalizeSearchText } from '@boonies/contracts/search';
import { MAX_TRICK_ALIASES } from '@boonies/contracts/tricks';
import { DIFFICULTIES, STANCES, TRICK_CATEGORIES, type CatalogueEntry } from './catalogue-entry';

/**
 * Validation rules for the built-in trick catalogue. Pure functions over plain data, so the
 * catalogue spec and the tricks service (when it seeds) run exactly the same checks.
 */

/** What the shipped catalogue as a whole must reach. */
export const CATALOGUE_MINIMUMS = { entries: 400, baseTricks: 170 } as const;

export const ID_PATTERN = /^[a-z]+-\d+$/;
export const BASE_TRICK_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Text fields whose strings must be unique across the whole catalogue. */
export const UNIQUE_TEXT_FIELDS = ['description', 'steps', 'commonMistakes', 'proTips'] as const;
export type UniqueTextField = (typeof UNIQUE_TEXT_FIELDS)[number];

export interface CatalogueProblem {
  /** Short rule name, stable enough to group or filter on. */
  rule: string;
  /** Ids of the entries involved (empty for whole-catalogue rules). */
  ids: string[];
  message: string;
}

const MIN_LIST_LENGTH = { setup: 1, steps: 3, commonMistakes: 1, proTips: 1 } as const;
const LIST_FIELDS = Object.keys(MIN_LIST_LENGTH) as (keyof typeof MIN_LIST_LENGTH)[];
const STRING_FIELDS = ['id', 'name', 'category', 'difficulty', 'baseTrick', 'stance', 'description'] as const;
const EMOJI = /\p{Extended_Pictographic}/u;

function problem(rule: string, ids: string[], message: string): CatalogueProblem {
  return { rule, ids, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** True when the text holds at least one sentence of six or more words ending in `.`, `!` or `?`. */
export function hasFullSentence(text: string): boolean {
  const sentences = text.match(/[^.!?]+[.!?]/g) ?? [];
  return sentences.some(
    (sentence) => sentence.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length >= 6,
  );
}

/** Problems of one entry on its own: shape, allowed values, text quality. */
export function checkEntry(entry: unknown, index = 0): CatalogueProblem[] {
  if (!isRecord(entry)) return [problem('shape', [], `entry #${index} is not an object`)];
  const label = isNonBlankString(entry.id) ? entry.id : `#${index}`;
  const found: CatalogueProblem[] = [];
  const report = (rule: string, message: string) =>
    found.push(problem(rule, [label], `${label}: ${message}`));

  for (const field of STRING_FIELDS) {
    if (!isNonBlankString(entry[field])) report('shape', `${field} must be a non-blank string`);
  }
  if (isNonBlankString(entry.id) && !ID_PATTERN.test(entry.id)) {
    report('id-format', `id "${entry.id}" must match ${ID_PATTERN}`);
  }
  if (isNonBlankString(entry.category) && !(TRICK_CATEGORIES as readonly string[]).includes(entry.category)) {
    report('category', `unknown category "${entry.category}"`);
  }
  if (isNonBlankString(entry.difficulty) && !(DIFFICULTIES as readonly string[]).includes(entry.difficulty)) {
    report('difficulty', `unknown difficulty "${entry.difficulty}"`);
  }
  if (isNonBlankString(entry.stance) && !(STANCES as readonly string[]).includes(entry.stance)) {
    report('stance', `unknown stance "${entry.stance}"`);
  }
  if (isNonBlankString(entry.baseTrick) && !BASE_TRICK_PATTERN.test(entry.baseTrick)) {
    report('base-trick', `baseTrick "${entry.baseTrick}" must be kebab-case`);
  }
  if (isNonBlankString(entry.description) && !hasFullSentence(entry.description)) {
    report(
      'description',
      'description needs at least one full sentence (six or more words ending in . ! or ?)',
    );
  }

  for (const field of LIST_FIELDS) {
    const list = entry[field];
    if (!Array.isArray(list)) {
      report('shape', `${field} must be an array of strings`);
      continue;
    }
    if (list.length < MIN_LIST_LENGTH[field])
      report('list-length', `${field} needs at least ${MIN_LIST_LENGTH[field]} item(s)`);
    if (list.some((item) => !isNonBlankString(item)))
      report('blank-text', `${field} contains a blank or non-string item`);
  }

  if (!Array.isArray(entry.prerequisites) || entry.prerequisites.some((id) => !isNonBlankString(id))) {
    report('shape', 'prerequisites must be an array of ids');
  } else if (entry.prerequisites.includes(entry.id)) {
    report('prerequisites', 'lists itself as a prerequisite');
  }

  if (entry.aliases !== undefined) {
    const aliases = entry.aliases;
    if (!Array.isArray(aliases) || aliases.some((alias) => !isNonBlankString(alias))) {
      report('shape', 'aliases must be an array of names');
    } else if (aliases.length > MAX_TRICK_ALIASES) {
      report('aliases', `at most ${MAX_TRICK_ALIASES} aliases, got ${aliases.length}`);
    } else if (aliases.some((alias) => alias.length > 80)) {
      report('shape', 'an alias is longer than 80 characters');
    }
  }

  if (entry.points !== undefined) {
    const points = entry.points;
    if (typeof points !== 'number' || !Number.isInteger(points) || points < 1 || points > 100) {
      report('points', `points must be an integer from 1 to 100, got ${JSON.stringify(points)}`);
    }
  }

  for (const text of textsOf(entry)) {
    if (EMOJI.test(text)) report('plain-text', `contains an emoji: "${text}"`);
    if (/\*\*|`|^\s*(?:#|[-*] )/.test(text)) report('plain-text', `contains markdown: "${text}"`);
  }
  return found;
}

function textsOf(entry: Record<string, unknown>): string[] {
  const texts: string[] = [];
  for (const value of [entry.name, entry.description]) if (typeof value === 'string') texts.push(value);
  if (Array.isArray(entry.aliases)) texts.push(...entry.aliases.filter((alias) => typeof alias === 'string'));
  for (const field of LIST_FIELDS) {
    const list = entry[field];
    if (Array.isArray(list)) texts.push(...list.filter((item): item is string => typeof item === 'string'));
  }
  return texts;
}

/** Ids and names that occur more than once. */
export function findDuplicateKeys(entries: readonly CatalogueEntry[]): CatalogueProblem[] {
  const found: CatalogueProblem[] = [];
  for (const key of ['id', 'name'] as const) {
    const seen = new Map<string, string[]>();
    entries.forEach((entry, index) => {
      const value = key === 'name' ? entry.name.trim().toLowerCase() : entry.id;
      seen.set(value, [...(seen.get(value) ?? []), entry.id || `#${index}`]);
    });
    for (const [value, ids] of seen) {
      if (ids.length > 1)
        found.push(problem(`duplicate-${key}`, ids, `${key} "${value}" is used by ${ids.join(', ')}`));
    }
  }
  return found;
}

/**
 * Names that lead to more than one trick, or nowhere new: an alias that reads (ignoring case, spaces and
 * punctuation) like another trick's name or alias, or like the trick's own name or another of its aliases.
 */
export function findAmbiguousAliases(entries: readonly CatalogueEntry[]): CatalogueProblem[] {
  const owners = new Map<string, string[]>();
  for (const entry of entries) {
    owners.set(normalizeSearchText(entry.name), [
      ...(owners.get(normalizeSearchText(entry.name)) ?? []),
      entry.id,
    ]);
  }
  const found: CatalogueProblem[] = [];
  for (const entry of entries) {
    for (const alias of entry.aliases ?? []) {
      const key = normalizeSearchText(alias);
      const ids = owners.get(key) ?? [];
      if (ids.length > 0) {
        found.push(
          problem(
            'ambiguous-alias',
            [entry.id, ...ids],
            `${entry.id}: alias "${alias}" reads like a name or alias of ${ids.join(', ')}`,
          ),
        );
      }
      owners.set(key, [...ids, entry.id]);
    }
  }
  return found;
}

/** Within each id prefix, numbers must run 1..n with no gaps. */
export function findNumberingGaps(entries: readonly CatalogueEntry[]): CatalogueProblem[] {
  const byPrefix = new Map<string, number[]>();
  for (const { id } of entries) {
    const match = /^([a-z]+)-(\d+)$/.exec(id);
    if (match) byPrefix.set(match[1], [...(byPrefix.get(match[1]) ?? []), Number(match[2])]);
  }
  const found: CatalogueProblem[] = [];
  for (const [prefix, numbers] of byPrefix) {
    const present = new Set(numbers);
    const missing: number[] = [];
    for (let n = 1; n <= Math.max(...numbers); n += 1) if (!present.has(n)) missing.push(n);
    if (missing.length > 0) {
      found.push(
        problem(
          'id-sequence',
          [],
          `prefix "${prefix}-" skips ${missing.map((n) => `${prefix}-${n}`).join(', ')}`,
        ),
      );
    }
  }
  return found;
}

/** Prerequisite ids that point at no entry. */
export function findMissingPrerequisites(entries: readonly CatalogueEntry[]): CatalogueProblem[] {
  const ids = new Set(entries.map((entry) => entry.id));
  return entries.flatMap((entry) =>
    (entry.prerequisites ?? [])
      .filter((id) => !ids.has(id))
      .map((id) =>
        problem('missing-prerequisite', [entry.id], `${entry.id}: prerequisite "${id}" does not exist`),
      ),
  );
}

/** The first prerequisite cycle found, as a closed path (`a -> b -> a`), or null when the graph is acyclic. */
export function findPrerequisiteCycle(entries: readonly CatalogueEntry[]): string[] | null {
  const edges = new Map(entries.map((entry) => [entry.id, entry.prerequisites ?? []]));
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];

  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'visiting') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'visiting');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      if (!edges.has(next)) continue;
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };

  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return null;
}

/** Description, step, mistake and tip strings that appear in more than one entry. */
export function findSharedTexts(entries: readonly CatalogueEntry[]): CatalogueProblem[] {
  const owners = new Map<string, { text: string; places: Set<string> }>();
  for (const entry of entries) {
    for (const field of UNIQUE_TEXT_FIELDS) {
      const value = entry[field];
      const texts = Array.isArray(value) ? value : [value];
      for (const text of texts) {
        if (typeof text !== 'string') continue;
        const key = text.trim().toLowerCase();
        const owner = owners.get(key) ?? { text: text.trim(), places: new Set<string>() };
        owner.places.add(entry.id);
        owners.set(key, owner);
      }
    }
  }
  return [...owners.values()]
    .filter(({ places }) => places.size > 1)
    .map(({ text, places }) =>
      problem('shared-text', [...places], `"${text}" appears in ${[...places].join(', ')}`),
    );
}

/** Whole-catalogue coverage: entry count, distinct base tricks, every category present. */
export function checkCoverage(
  entries: readonly CatalogueEntry[],
  minimums: { entries: number; baseTricks: number } = CATALOGUE_MINIMUMS,
): CatalogueProblem[] {
  const found: CatalogueProblem[] = [];
  if (entries.length < minimums.entries) {
    found.push(
      problem('coverage', [], `catalogue has ${entries.length} entries, needs at least ${minimums.entries}`),
    );
  }
  const baseTricks = new Set(entries.map((entry) => entry.baseTrick));
  if (baseTricks.size < minimums.baseTricks) {
    found.push(
      problem(
        'coverage',
        [],
        `catalogue has ${baseTricks.size} distinct base tricks, needs at least ${minimums.baseTricks}`,
      ),
    );
  }
  const categories = new Set<string>(entries.map((entry) => entry.category));
  const missing = TRICK_CATEGORIES.filter((category) => !categories.has(category));
  if (missing.length > 0)
    found.push(problem('coverage', [], `no entries in categories: ${missing.join(', ')}`));
  return found;
}

/** Every rule over a set of entries; `minimums: null` skips the whole-catalogue coverage check. */
export function checkCatalogue(
  entries: readonly unknown[],
  minimums: { entries: number; baseTricks: number } | null = CATALOGUE_MINIMUMS,
): CatalogueProblem[] {
  const perEntry = entries.map((entry, index) => checkEntry(entry, index));
  const wellFormed = entries.filter((_, index) =>
    perEntry[index].every((p) => p.rule !== 'shape'),
  ) as CatalogueEntry[];
  const found = [
    ...perEntry.flat(),
    ...findDuplicateKeys(wellFormed),
    ...findAmbiguousAliases(wellFormed),
    ...findNumberingGaps(wellFormed),
    ...findMissingPrerequisites(wellFormed),
    ...findSharedTexts(wellFormed),
  ];
  const cycle = findPrerequisiteCycle(wellFormed);
  if (cycle)
    found.push(
      problem('prerequisite-cycle', [...new Set(cycle)], `prerequisite cycle: ${cycle.join(' -> ')}`),
    );
  if (minimums) found.push(...checkCoverage(wellFormed, minimums));
  return found;
}
