import { followsTable } from '@boonies/platform';

/** Approved follows: a private poster's trick videos show to their followers. */
export const FOLLOWS = followsTable();
