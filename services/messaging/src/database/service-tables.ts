import { blocksTable } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Message } from '../messages/entities/message.entity';
import { Notification } from '../notifications/entities/notification.entity';
import { Preference } from '../projections/entities/preference.entity';
import { SponsorshipRequest } from '../projections/entities/sponsorship-request.entity';
import { TrickName } from '../projections/entities/trick-name.entity';
import { User } from '../projections/entities/user.entity';

/** This copy names its switch `active` (see the blocks projection in `ProjectionsConsumer`). */
export const BLOCKS = blocksTable({ switchColumn: 'active' });

export const SERVICE_ENTITIES = [
  Message,
  Notification,
  User,
  Preference,
  BLOCKS,
  SponsorshipRequest,
  TrickName,
];

/** Schema-qualified table names for the repositories' hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function serviceTables(dataSource: DataSource) {
  const path = (entity: Parameters<DataSource['getMetadata']>[0]) => dataSource.getMetadata(entity).tablePath;
  return {
    messages: path(Message),
    notifications: path(Notification),
    users: path(User),
    preferences: path(Preference),
    blocks: path(BLOCKS),
    sponsorshipRequests: path(SponsorshipRequest),
    trickNames: path(TrickName),
  };
}

export type ServiceTables = ReturnType<typeof serviceTables>;
