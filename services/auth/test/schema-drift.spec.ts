import { describeSchemaDrift } from '@boonies/service-testing';
import { AuthTestService } from './support/auth-test-service';

// The auth schema as its migrations build it is exactly what its entities describe. Sign-in attempts are
// counted by `rate-limiter-flexible` in `rate_limits`, with its own SQL: no entity describes that table.
describeSchemaDrift((label) => AuthTestService.start(label), { tablesWithoutEntities: ['rate_limits'] });
