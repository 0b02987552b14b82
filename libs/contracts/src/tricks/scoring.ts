/** Scoring rules (docs/scoring.md), shared by the tricks service and the web app so both agree. */
export const DIFFICULTY_LABELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Elite'] as const;
export type DifficultyLabel = (typeof DIFFICULTY_LABELS)[number];

const POINTS_BY_DIFFICULTY: Record<string, number> = {
  beginner: 10,
  '1': 10,
  intermediate: 20,
  '2': 20,
  advanced: 30,
  '3': 30,
  expert: 50,
  '4': 50,
  elite: 100,
  '5': 100,
};

export const DEFAULT_TRICK_POINTS = 10;
export const POINTS_PER_LEVEL = 100;
export const MAX_LEVEL = 10;
export const MIN_TRICK_POINTS = 1;
export const MAX_TRICK_POINTS = 100;

export const LEVEL_NAMES = [
  'Beginner',
  'Easy',
  'Intermediate',
  'Hard',
  'Expert',
  'Pro',
  'Master',
  'Legendary',
  'Godlike',
  'Impossible',
] as const;

/** A trick's worth: its own points when set, else by difficulty label or number (case-insensitive). */
export function pointsFor(trick: { points?: number | null; difficulty?: string | number | null }): number {
  if (typeof trick.points === 'number' && trick.points >= MIN_TRICK_POINTS) return trick.points;
  const key = String(trick.difficulty ?? '')
    .trim()
    .toLowerCase();
  return POINTS_BY_DIFFICULTY[key] ?? DEFAULT_TRICK_POINTS;
}

export interface LevelInfo {
  level: number;
  levelName: string;
  /** Points earned inside the current level, 0–99 (100 at the top level's cap). */
  pointsInLevel: number;
  pointsPerLevel: number;
}

/** Level = floor(score / 100) + 1, capped at 10; the same formula on every screen. */
export function levelFor(score: number): LevelInfo {
  const safe = Math.max(0, Math.floor(score));
  const level = Math.min(MAX_LEVEL, Math.floor(safe / POINTS_PER_LEVEL) + 1);
  const pointsInLevel =
    level === MAX_LEVEL
      ? Math.min(safe - (MAX_LEVEL - 1) * POINTS_PER_LEVEL, POINTS_PER_LEVEL)
      : safe % POINTS_PER_LEVEL;
  return { level, levelName: LEVEL_NAMES[level - 1], pointsInLevel, pointsPerLevel: POINTS_PER_LEVEL };
}

/** Which score a level is earned from, as every screen names it. */
export const LEVEL_SOURCE = 'from verified points';

/**
 * A user's level: earned by verified points (the public score), the score the leaderboard ranks by, so a
 * profile, the tracker and the leaderboard always agree. Private (self-ticked) points never raise it.
 */
export function levelOf(score: { publicScore: number }): LevelInfo {
  return levelFor(score.publicScore);
}
