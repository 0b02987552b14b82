import { blocksTable } from '@boonies/platform';

/** Who blocks whom, from the auth service's block events: a block either way keeps two accounts apart. */
export const BLOCKS = blocksTable();
