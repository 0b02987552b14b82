import { followsTable } from '@boonies/platform';

/** New posts go to their author's followers' timelines: looked up by the followed author. */
export const FOLLOWS = followsTable({ indexByFollowed: true });
