import { describeSchemaDrift } from '@boonies/service-testing';
import { AuthTestService } from './support/auth-test-service';

/**
 * The social tables the auth service kept before the social service took their data over: no code of auth
 * reads or writes them any more, and they stay until the auth versions of the social events retire
 * (docs/architecture.md), when a migration drops them.
 */
const RETIRED_SOCIAL_TABLES = [
  'blocks',
  'follow_requests',
  'follows',
  'preferences',
  'user_posts',
  'user_scores',
];

// The auth schema as its migrations build it is exactly what its entities describe. Sign-in attempts are
// counted by `rate-limiter-flexible` in `rate_limits`, with its own SQL: no entity describes that table.
describeSchemaDrift((label) => AuthTestService.start(label), {
  tablesWithoutEntities: ['rate_limits', ...RETIRED_SOCIAL_TABLES],
});
