import { blocksTable } from '@boonies/platform';

/** Feeds leave out the posts of whoever blocked the viewer: looked up by the blocked user. */
export const BLOCKS = blocksTable({ indexByBlocked: true });
