import { followsTable } from '@boonies/platform';

/** Approved follows: a private skater's answers show to their followers. */
export const FOLLOWS = followsTable();
