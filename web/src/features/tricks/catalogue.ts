import type { TrickDto } from '@boonies/contracts';
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

/** Case-insensitive name search; names that start with the text come first. */
export function searchTricks(tricks: readonly TrickDto[], text: string): TrickDto[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const matches = tricks.filter((trick) => trick.name.toLowerCase().includes(needle));
  const startsWith = (trick: TrickDto) => (trick.name.toLowerCase().startsWith(needle) ? 0 : 1);
  return matches.sort((a, b) => startsWith(a) - startsWith(b) || a.name.localeCompare(b.name));
}
