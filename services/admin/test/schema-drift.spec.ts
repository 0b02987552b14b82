import { describeSchemaDrift } from '@boonies/service-testing';
import { AdminTestService } from './support/admin-test-service';

// The admin schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => AdminTestService.start(label));
