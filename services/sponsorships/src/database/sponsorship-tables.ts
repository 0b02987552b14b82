import type { DataSource } from 'typeorm';
import { Sponsorship } from '../sponsorships/entities/sponsorship.entity';
import { Block } from '../users/entities/block.entity';
import { User } from '../users/entities/user.entity';

export const SPONSORSHIP_ENTITIES = [Sponsorship, User, Block];

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function sponsorshipTables(dataSource: DataSource) {
  const path = (entity: Parameters<DataSource['getMetadata']>[0]) => dataSource.getMetadata(entity).tablePath;
  return { sponsorships: path(Sponsorship), users: path(User), blocks: path(Block) };
}

export type SponsorshipTables = ReturnType<typeof sponsorshipTables>;
