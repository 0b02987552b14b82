import { blocksTable } from '@boonies/platform';

/** A block either way stops a challenge, and ends a game the two are playing. */
export const BLOCKS = blocksTable();
