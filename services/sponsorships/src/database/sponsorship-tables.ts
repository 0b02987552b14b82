import { blocksTable } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { User } from '../projections/entities/user.entity';
import { Sponsorship } from '../sponsorships/entities/sponsorship.entity';

export const BLOCKS = blocksTable();

export const SPONSORSHIP_ENTITIES = [Sponsorship, User, BLOCKS];

/** Schema-qualified table names for the repositories' hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function sponsorshipTables(dataSource: DataSource) {
  const path = (entity: Parameters<DataSource['getMetadata']>[0]) => dataSource.getMetadata(entity).tablePath;
  return { sponsorships: path(Sponsorship), users: path(User), blocks: path(BLOCKS) };
}

export type SponsorshipTables = ReturnType<typeof sponsorshipTables>;
