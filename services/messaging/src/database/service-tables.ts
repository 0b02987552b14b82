import { blocksTable, tablePaths, userCopyTable } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Conversation } from '../messages/entities/conversation.entity';
import { Message } from '../messages/entities/message.entity';
import { Notification } from '../notifications/entities/notification.entity';
import { MediaPost } from '../projections/entities/media-post.entity';
import { Preference } from '../projections/entities/preference.entity';
import { SponsorshipRequest } from '../projections/entities/sponsorship-request.entity';
import { TrickName } from '../projections/entities/trick-name.entity';
import { PushDelivery } from '../push/entities/push-delivery.entity';
import { PushSubscription } from '../push/entities/push-subscription.entity';

/**
 * The public face of an account, from `events.auth.user-*`; the newest revision is kept. A deactivated or
 * suspended account receives no new messages.
 */
export const USERS = userCopyTable({
  name: 'User',
  tableName: 'users',
  columns: [
    'username',
    'display_name',
    'profile_picture',
    'pro_status',
    'amateur_status',
    'flow_status',
    'is_brand',
    'is_active',
    'suspended_until',
  ],
});

/** This copy names its switch `active` (see the blocks projection in `ProjectionsConsumer`). */
export const BLOCKS = blocksTable({ switchColumn: 'active' });

export const SERVICE_ENTITIES = [
  Message,
  Conversation,
  Notification,
  USERS,
  Preference,
  BLOCKS,
  SponsorshipRequest,
  TrickName,
  MediaPost,
  PushSubscription,
  PushDelivery,
];

/** Schema-qualified table names for the repositories' hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function serviceTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    messages: Message,
    conversations: Conversation,
    notifications: Notification,
    users: USERS,
    preferences: Preference,
    blocks: BLOCKS,
    sponsorshipRequests: SponsorshipRequest,
    trickNames: TrickName,
    mediaPosts: MediaPost,
    pushSubscriptions: PushSubscription,
    pushDeliveries: PushDelivery,
  });
}

export type ServiceTables = ReturnType<typeof serviceTables>;
