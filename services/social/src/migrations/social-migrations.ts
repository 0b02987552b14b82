import { CreatePeopleSearchIndexes1796661051119 } from './create-people-search-indexes.migration';
import { CreateSocialTables1796661051118 } from './create-social-tables.migration';
import { ImportFromAuth1796661051120 } from './import-from-auth.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const SOCIAL_MIGRATIONS = [
  CreateSocialTables1796661051118,
  CreatePeopleSearchIndexes1796661051119,
  ImportFromAuth1796661051120,
];
