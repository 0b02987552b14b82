import { AddPushPreferences1765000000000 } from './add-push-preferences.migration';
import { AddUserSuspension1764040000000 } from './add-user-suspension.migration';
import { CreateFollowRequests1764000000001 } from './create-follow-requests.migration';
import { CreateFollowsAndBlocks1763720000000 } from './create-follows-and-blocks.migration';
import { CreatePreferences1763720000001 } from './create-preferences.migration';
import { CreateProjections1763720000002 } from './create-projections.migration';
import { CreatePuppetProfiles1763900000000 } from './create-puppet-profiles.migration';
import { CreateRateLimits1763710000002 } from './create-rate-limits.migration';
import { CreateSessions1763710000001 } from './create-sessions.migration';
import { CreateUserSearchIndexes1763720000003 } from './create-user-search-indexes.migration';
import { CreateUsers1763710000000 } from './create-users.migration';

/** In the order they run, after the messaging tables every service has. */
export const AUTH_MIGRATIONS = [
  CreateUsers1763710000000,
  CreateSessions1763710000001,
  CreateRateLimits1763710000002,
  CreateFollowsAndBlocks1763720000000,
  CreatePreferences1763720000001,
  CreateProjections1763720000002,
  CreateUserSearchIndexes1763720000003,
  CreatePuppetProfiles1763900000000,
  AddUserSuspension1764040000000,
  CreateFollowRequests1764000000001,
  AddPushPreferences1765000000000,
];
