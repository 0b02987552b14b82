import { CreateUserRegisteredEvents1796661051117 } from './create-user-registered-events.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const SOCIAL_MIGRATIONS = [CreateUserRegisteredEvents1796661051117];
