import { followsTable } from '@boonies/platform';

/** Approved follows: a private skater's progress shows to their followers, and the followed make a viewer's own ranking. */
export const FOLLOWS = followsTable();
