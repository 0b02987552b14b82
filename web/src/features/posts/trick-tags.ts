import { TAG_SUGGESTIONS, TRICK_PICKER_LIMIT, type TrickDto } from '@boonies/contracts';
import { searchTricks, trickMatches } from '@/features/tricks';

/** A trick chosen in the composer: its id is sent, its name is shown. */
export interface ChosenTrick {
  id: string;
  name: string;
}

/** The inline tag search: name and alias matches, not already chosen, at most five. */
export function suggestTricks(
  tricks: readonly TrickDto[],
  text: string,
  chosenIds: ReadonlySet<string>,
): TrickDto[] {
  return searchTricks(tricks, text)
    .filter((trick) => !chosenIds.has(trick.id))
    .slice(0, TAG_SUGGESTIONS);
}

export const ALL_CATEGORIES = 'all';

/**
 * The trick picker's list: name matches in the chosen category (or all), at most 100 of them; `total` says
 * how many matched, so the picker can ask for a narrower search.
 */
export function pickerMatches(
  tricks: readonly TrickDto[],
  text: string,
  category: string,
): { tricks: TrickDto[]; total: number } {
  const matches = tricks.filter(
    (trick) => (category === ALL_CATEGORIES || trick.category === category) && trickMatches(trick, text),
  );
  return { tricks: matches.slice(0, TRICK_PICKER_LIMIT), total: matches.length };
}
