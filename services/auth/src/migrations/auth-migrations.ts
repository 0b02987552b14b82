import { CreateRateLimits1763710000002 } from './create-rate-limits.migration';
import { CreateSessions1763710000001 } from './create-sessions.migration';
import { CreateUsers1763710000000 } from './create-users.migration';

/** In the order they run, after the messaging tables every service has. */
export const AUTH_MIGRATIONS = [
  CreateUsers1763710000000,
  CreateSessions1763710000001,
  CreateRateLimits1763710000002,
];
