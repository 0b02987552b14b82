import { TRICK_PICKER_LIMIT } from '@boonies/contracts/posts';
import { matchesName, type NameMatchOptions, normalizeSearchText } from '@boonies/contracts/search';
import type { TrickSummaryDto } from '@boonies/contracts/tricks';
import { difficultyRank } from './difficulty';
import { compareCategories } from './trick-categories';

export interface CategoryGroup<T extends TrickSummaryDto = TrickSummaryDto> {
  category: string;
  tricks: T[];
}

/**
 * The catalogue indexed the ways the screens read it: of whole entries, or of the summaries the tracker
 * lists (every screen that lists tricks reads only the summaries' fields).
 */
export interface Catalogue<T extends TrickSummaryDto = TrickSummaryDto> {
  /** Every trick once, grouped by category in learning order, easiest first within a category. */
  tricks: T[];
  byId: ReadonlyMap<string, T>;
  categories: CategoryGroup<T>[];
  /** A trick's prerequisites that exist: the catalogue names some ids it does not hold. */
  prerequisitesOf(trick: TrickSummaryDto): T[];
  /** The tricks that list this one as a prerequisite. */
  dependentsOf(trickId: string): T[];
}

export function compareTricks(a: TrickSummaryDto, b: TrickSummaryDto): number {
  return (
    compareCategories(a.category, b.category) ||
    difficultyRank(a.difficulty) - difficultyRank(b.difficulty) ||
    a.name.localeCompare(b.name) ||
    a.id.localeCompare(b.id)
  );
}

export function buildCatalogue<T extends TrickSummaryDto>(list: readonly T[]): Catalogue<T> {
  // The catalogue holds a few duplicated ids: the first entry wins, as it does on the server.
  const byId = new Map<string, T>();
  for (const trick of list) if (!byId.has(trick.id)) byId.set(trick.id, trick);
  const tricks = [...byId.values()].sort(compareTricks);

  const categories: CategoryGroup<T>[] = [];
  const dependents = new Map<string, T[]>();
  for (const trick of tricks) {
    const group = categories.at(-1);
    if (group?.category === trick.category) group.tricks.push(trick);
    else categories.push({ category: trick.category, tricks: [trick] });
    for (const prerequisite of new Set(trick.prerequisites)) {
      if (prerequisite === trick.id || !byId.has(prerequisite)) continue;
      const unlocked = dependents.get(prerequisite);
      if (unlocked) unlocked.push(trick);
      else dependents.set(prerequisite, [trick]);
    }
  }

  return {
    tricks,
    byId,
    categories,
    prerequisitesOf: (trick) =>
      [...new Set(trick.prerequisites)]
        .filter((id) => id !== trick.id)
        .map((id) => byId.get(id))
        .filter((found): found is T => found !== undefined),
    dependentsOf: (trickId) => dependents.get(trickId) ?? [],
  };
}

/** The names a trick is found by: its own and the others skaters call it. */
export function namesOf(trick: TrickSummaryDto): string[] {
  // A copy of the catalogue cached before aliases existed has none.
  return [trick.name, ...((trick.aliases as string[] | undefined) ?? [])];
}

/** Whether the text finds the trick by its name or an alias, ignoring case, spaces and punctuation. */
export function trickMatches(trick: TrickSummaryDto, text: string, options: NameMatchOptions = {}): boolean {
  return matchesName(text, namesOf(trick), options);
}

export const ALL_CATEGORIES = 'all';

/** What a trick picker lists: at most `TRICK_PICKER_LIMIT` tricks, and how many matched in all. */
export interface PickerMatches<T extends TrickSummaryDto = TrickSummaryDto> {
  tricks: T[];
  total: number;
}

/**
 * The trick picker's list: name matches in the chosen category (or all), at most 100 of them; `total` says
 * how many matched, so the picker can ask for a narrower search.
 */
export function pickerMatches<T extends TrickSummaryDto>(
  tricks: readonly T[],
  text: string,
  category: string = ALL_CATEGORIES,
): PickerMatches<T> {
  const matches = tricks.filter(
    (trick) => (category === ALL_CATEGORIES || trick.category === category) && trickMatches(trick, text),
  );
  return { tricks: matches.slice(0, TRICK_PICKER_LIMIT), total: matches.length };
}

/** How well a trick answers the text, best first; null when it does not. */
function matchRank(
  trick: TrickSummaryDto,
  needle: string,
  text: string,
  options: NameMatchOptions,
): number | null {
  const name = normalizeSearchText(trick.name);
  const aliases = namesOf(trick).slice(1).map(normalizeSearchText);
  if (name === needle || aliases.includes(needle)) return 0;
  if (name.startsWith(needle)) return 1;
  if (aliases.some((alias) => alias.startsWith(needle))) return 2;
  if (name.includes(needle)) return 3;
  if (aliases.some((alias) => alias.includes(needle))) return 4;
  return options.tolerateTypos && trickMatches(trick, text, options) ? 5 : null;
}

/**
 * Search by name and alias, ignoring case, spaces and punctuation ("tre flip" finds the 360 flip, "5-0"
 * and "50" are one): exact names first, then names that start with the text, then the rest; with
 * `tolerateTypos`, near misses come last.
 */
export function searchTricks<T extends TrickSummaryDto>(
  tricks: readonly T[],
  text: string,
  options: NameMatchOptions = {},
): T[] {
  const needle = normalizeSearchText(text);
  if (!needle) return [];
  return tricks
    .map((trick) => ({ trick, rank: matchRank(trick, needle, text, options) }))
    .filter((match): match is { trick: T; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.trick.name.localeCompare(b.trick.name))
    .map(({ trick }) => trick);
}
