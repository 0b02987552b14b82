import type { DataSource } from 'typeorm';
import { Message } from '../messages/entities/message.entity';
import { Notification } from '../notifications/entities/notification.entity';
import { Block } from '../projections/entities/block.entity';
import { Preference } from '../projections/entities/preference.entity';
import { SponsorshipRequest } from '../projections/entities/sponsorship-request.entity';
import { TrickName } from '../projections/entities/trick-name.entity';
import { User } from '../projections/entities/user.entity';

export const SERVICE_ENTITIES = [
  Message,
  Notification,
  User,
  Preference,
  Block,
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
    blocks: path(Block),
    sponsorshipRequests: path(SponsorshipRequest),
    trickNames: path(TrickName),
  };
}

export type ServiceTables = ReturnType<typeof serviceTables>;
