import { CreateMedia1765000000000 } from './create-media.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const MEDIA_MIGRATIONS = [CreateMedia1765000000000];
