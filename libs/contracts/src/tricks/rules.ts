/** Limits of the tricks screens, shared by the server and the web app. */

/** A catalogue slug: a family prefix and a number (`man-1`, `trans-12`, `sg-3`). */
export const TRICK_ID_PATTERN = /^[a-z][a-z0-9]*-\d+$/;
export const LEADERBOARD_FILTERS = ['all', 'pro', 'am', 'flow', 'sponsored', 'unsponsored'] as const;
export type LeaderboardFilter = (typeof LEADERBOARD_FILTERS)[number];
export const LEADERBOARD_SIZE = 100;
export const UNVERIFIED_LIST_SIZE = 20;
export const SUGGESTED_TRICKS = 4;
export const TRENDING_TRICKS = 5;
export const TRENDING_WINDOW_DAYS = 30;
/** Other names one trick may carry. */
export const MAX_TRICK_ALIASES = 10;
