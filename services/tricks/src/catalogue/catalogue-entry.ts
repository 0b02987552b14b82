/** The fourteen categories the tracker groups tricks by. */
export const TRICK_CATEGORIES = [
  'fundamentals',
  'first-tricks',
  'flip-foundation',
  'intermediate-flips',
  'advanced-tech',
  'transition-tricks',
  'grinds-and-slides',
  'expert-combos',
  'flip-tricks',
  'grind-slide-tricks',
  'grab-air-tricks',
  'ramp-footplant-tricks',
  'Miscellaneous Tricks',
  'stairs',
] as const;
export type TrickCategory = (typeof TRICK_CATEGORIES)[number];

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Elite'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const STANCES = ['regular', 'fakie', 'switch', 'nollie'] as const;
export type Stance = (typeof STANCES)[number];

/** One trick of the built-in catalogue, as shipped in `data/*.json`. */
export interface CatalogueEntry {
  /** Unique slug with the family's prefix: `fund-4`, `man-1`, `sg-3`, `trans-1`. */
  id: string;
  name: string;
  /** Other names in common use ("Tre Flip", "Fifty-Fifty"); searches find the trick by them too. */
  aliases?: string[];
  category: TrickCategory;
  difficulty: Difficulty;
  /** The base trick this is a version of: fakie, switch and nollie versions share it (`kickflip`). */
  baseTrick: string;
  stance: Stance;
  description: string;
  setup: string[];
  steps: string[];
  commonMistakes: string[];
  proTips: string[];
  prerequisites: string[];
  /** Only where the difficulty's default points would be wrong. */
  points?: number;
}
