import { describeSchemaDrift } from '@boonies/service-testing';
import { TricksTestService } from './support/tricks-test-service';

// The tricks schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => TricksTestService.start(label));
