import {
  matchesName,
  normalizeSearchText,
  TRICK_PICKER_LIMIT,
  type NameMatchOptions,
  type TrickDto,
} from '@boonies/contracts';
import { difficultyRank } from './difficulty';
import { compareCategories } from './trick-categories';

export interface CategoryGroup {
  category: string;
  tricks: TrickDto[];
}

/** The catalogue indexed the ways the screens read it. */
export interface Catalogue {
  /** Every trick once, grouped by category in learning order, easiest first within a category. */
  tricks: TrickDto[];
  byId: ReadonlyMap<string, TrickDto>;
  categories: CategoryGroup[];
  /** A trick's prerequisites that exist: the catalogue names some ids it does not hold. */
  prerequisitesOf: (trick: TrickDto) => TrickDto[];
  /** The tricks that list this one as a prerequisite. */
  dependentsOf: (trickId: string) => TrickDto[];
}

export function compareTricks(a: TrickDto, b: TrickDto): number {
  return (
    compareCategories(a.category, b.category) ||
    difficultyRank(a.difficulty) - difficultyRank(b.difficulty) ||
    a.name.localeCompare(b.name) ||
    a.id.localeCompare(b.id)
  );
}

export function buildCatalogue(list: readonly TrickDto[]): Catalogue {
  // The catalogue holds a few duplicated ids: the first entry wins, as it does on the server.
  const byId = new Map<string, TrickDto>();
  for (const trick of list) if (!byId.has(trick.id)) byId.set(trick.id, trick);
  const tricks = [...byId.values()].sort(compareTricks);

  const categories: CategoryGroup[] = [];
  const dependents = new Map<string, TrickDto[]>();
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
        .filter((found): found is TrickDto => found !== undefined),
    dependentsOf: (trickId) => dependents.get(trickId) ?? [],
  };
}

/** The names a trick is found by: its own and the others skaters call it. */
export function namesOf(trick: TrickDto): string[] {
  // A copy of the catalogue cached before aliases existed has none.
  return [trick.name, ...((trick.aliases as string[] | undefined) ?? [])];
}

/** Whether the text finds the trick by its name or an alias, ignoring case, spaces and punctuation. */
export function trickMatches(trick: TrickDto, text: string, options: NameMatchOptions = {}): boolean {
  return matchesName(text, namesOf(trick), options);
}

export const ALL_CATEGORIES = 'all';

/** What a trick picker lists: at most `TRICK_PICKER_LIMIT` tricks, and how many matched in all. */
export interface PickerMatches {
  tricks: TrickDto[];
  total: number;
}

/**
 * The trick picker's list: name matches in the chosen category (or all), at most 100 of them; `total` says
 * how many matched, so the picker can ask for a narrower search.
 */
export function pickerMatches(
  tricks: readonly TrickDto[],
  text: string,
  category: string = ALL_CATEGORIES,
): PickerMatches {
  const matches = tricks.filter(
    (trick) => (category === ALL_CATEGORIES || trick.category === category) && trickMatches(trick, text),
  );
  return { tricks: matches.slice(0, TRICK_PICKER_LIMIT), total: matches.length };
}

/** How well a trick answers the text, best first; null when it does not. */
function matchRank(trick: TrickDto, needle: string, text: string, options: NameMatchOptions): number | null {
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
export function searchTricks(
  tricks: readonly TrickDto[],
  text: string,
  options: NameMatchOptions = {},
): TrickDto[] {
  const needle = normalizeSearchText(text);
  if (!needle) return [];
  return tricks
    .map((trick) => ({ trick, rank: matchRank(trick, needle, text, options) }))
    .filter((match): match is { trick: TrickDto; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.trick.name.localeCompare(b.trick.name))
    .map(({ trick }) => trick);
}
