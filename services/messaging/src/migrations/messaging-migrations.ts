import { CreateMessages1763760000000 } from './create-messages.migration';
import { CreateNotifications1763760000001 } from './create-notifications.migration';
import { CreateProjections1763760000002 } from './create-projections.migration';
import { AddUserSuspension1763760000200 } from './add-user-suspension.migration';
import { AddFollowRequestNotifications1764000000000 } from './add-follow-request-notifications.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const MESSAGING_MIGRATIONS = [
  CreateMessages1763760000000,
  CreateNotifications1763760000001,
  CreateProjections1763760000002,
  AddUserSuspension1763760000200,
  AddFollowRequestNotifications1764000000000,
];
