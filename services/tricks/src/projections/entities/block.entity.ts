import { blocksTable } from '@boonies/platform';

/** A block hides each skater's progress and ranking from the other, looked up either way. */
export const BLOCKS = blocksTable({ indexByBlocked: true });
