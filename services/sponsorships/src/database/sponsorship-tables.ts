import { blocksTable, tablePaths, userCopyTable } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Sponsorship } from '../sponsorships/entities/sponsorship.entity';

/**
 * The public face of an account, from `events.auth.user-*`; the newest revision is kept. The brand flag
 * decides who may request, the active flag and the suspension who may be asked, the rest is what lists show.
 */
export const USERS = userCopyTable({
  name: 'User',
  tableName: 'users',
  columns: [
    'username',
    'profile_picture',
    'pro_status',
    'amateur_status',
    'flow_status',
    'is_brand',
    'is_active',
    'suspended_until',
  ],
});

export const BLOCKS = blocksTable();

export const SPONSORSHIP_ENTITIES = [Sponsorship, USERS, BLOCKS];

/** Schema-qualified table names for the repositories' hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function sponsorshipTables(dataSource: DataSource) {
  return tablePaths(dataSource, { sponsorships: Sponsorship, users: USERS, blocks: BLOCKS });
}

export type SponsorshipTables = ReturnType<typeof sponsorshipTables>;
