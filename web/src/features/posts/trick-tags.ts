import { TAG_SUGGESTIONS } from '@boonies/contracts/posts';
import type { TrickDto } from '@boonies/contracts/tricks';
import { searchTricks } from '@/lib/catalogue/catalogue';

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
