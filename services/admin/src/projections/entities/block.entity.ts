import { blocksTable } from '@boonies/platform';

/** A block either way keeps two skaters out of each other's who-is-coming lists. */
export const BLOCKS = blocksTable();
