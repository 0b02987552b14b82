import { CreateMessages1763760000000 } from './create-messages.migration';
import { CreateNotifications1763760000001 } from './create-notifications.migration';
import { CreateProjections1763760000002 } from './create-projections.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const MESSAGING_MIGRATIONS = [
  CreateMessages1763760000000,
  CreateNotifications1763760000001,
  CreateProjections1763760000002,
];
