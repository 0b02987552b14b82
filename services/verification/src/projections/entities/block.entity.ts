import { blocksTable } from '@boonies/platform';

/** A block either way keeps a skater from seeing or voting on the other's trick videos. */
export const BLOCKS = blocksTable();
