import { followsTable } from '@boonies/platform';

/** Approved follows: a private skater's games record shows to their followers. */
export const FOLLOWS = followsTable();
