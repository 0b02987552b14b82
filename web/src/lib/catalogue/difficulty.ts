import { DIFFICULTY_LABELS, type DifficultyLabel } from '@boonies/contracts/tricks';

/**
 * The catalogue's difficulty as one of the five labels: it may arrive as a label in any case or as a
 * number 1–5. Anything else is not a difficulty the app can rank, and stays as it is.
 */
export function difficultyLabelOf(difficulty: string): DifficultyLabel | null {
  const value = difficulty.trim().toLowerCase();
  const byNumber = DIFFICULTY_LABELS[Number(value) - 1];
  if (/^[1-5]$/.test(value) && byNumber) return byNumber;
  return DIFFICULTY_LABELS.find((label) => label.toLowerCase() === value) ?? null;
}

/** 0 for Beginner up to 4 for Elite; an unknown difficulty sorts last. */
export function difficultyRank(difficulty: string): number {
  const label = difficultyLabelOf(difficulty);
  return label ? DIFFICULTY_LABELS.indexOf(label) : DIFFICULTY_LABELS.length;
}
