import { DIFFICULTY_LABELS, SUGGESTED_TRICKS, type TrickDto } from '@boonies/contracts/tricks';

/** A difficulty's level, 1 (Beginner) to 5 (Elite), from its label in any case or its number. */
export function difficultyLevel(difficulty: string): number {
  const value = difficulty.trim().toLowerCase();
  if (/^[1-5]$/.test(value)) return Number(value);
  const index = DIFFICULTY_LABELS.findIndex((label) => label.toLowerCase() === value);
  // Unknown difficulties count as Beginner, as they do for points.
  return index === -1 ? 1 : index + 1;
}

/**
 * What to learn next (spec 02 §9): tricks not yet learned whose prerequisites are all learned, easiest
 * first, then by name. A prerequisite missing from the catalogue cannot be learned, so it does not block.
 */
export function suggestTricks(
  catalogue: readonly TrickDto[],
  learned: ReadonlySet<string>,
  limit = SUGGESTED_TRICKS,
): TrickDto[] {
  const known = new Set(catalogue.map((trick) => trick.id));
  return catalogue
    .filter(
      (trick) =>
        !learned.has(trick.id) &&
        trick.prerequisites.every((prerequisite) => learned.has(prerequisite) || !known.has(prerequisite)),
    )
    .map((trick) => ({ trick, level: difficultyLevel(trick.difficulty) }))
    .sort(
      (a, b) =>
        a.level - b.level ||
        a.trick.name.localeCompare(b.trick.name, 'en') ||
        a.trick.id.localeCompare(b.trick.id),
    )
    .slice(0, limit)
    .map(({ trick }) => trick);
}
