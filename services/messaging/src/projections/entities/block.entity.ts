import { blocksTable } from '@boonies/platform';

/** This copy names its switch `active` (see the blocks projection in `ProjectionsConsumer`). */
export const BLOCKS = blocksTable({ switchColumn: 'active' });
