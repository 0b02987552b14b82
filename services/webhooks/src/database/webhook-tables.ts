import { privacySettingsTable, tablePaths, userCopyTable } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { WebhookDelivery } from '../deliveries/webhook-delivery.entity';
import { WebhookEndpoint } from '../endpoints/webhook-endpoint.entity';
import { HiddenPost } from '../projections/hidden-post.entity';

/**
 * The accounts from the auth service's `user-*` events, newest revision kept: whether one is active or
 * suspended (gone accounts are told of to nobody) and the username a payload shows.
 */
export const USERS = userCopyTable({
  name: 'User',
  tableName: 'users',
  columns: ['username', 'is_brand', 'is_active', 'suspended_until'],
});

/** The switches that decide what any member sees of a skater's posts and progress. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'privacy_settings',
  switches: ['public_profile', 'show_progress'],
});

export const WEBHOOK_ENTITIES = [WebhookEndpoint, WebhookDelivery, USERS, PRIVACY_SETTINGS, HiddenPost];

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function webhookTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    endpoints: WebhookEndpoint,
    deliveries: WebhookDelivery,
    users: USERS,
    privacySettings: PRIVACY_SETTINGS,
    hiddenPosts: HiddenPost,
  });
}

export type WebhookTables = ReturnType<typeof webhookTables>;
