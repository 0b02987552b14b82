import { CreateWebhooks1765000000000 } from './create-webhooks.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const WEBHOOKS_MIGRATIONS = [CreateWebhooks1765000000000];
