import { describeSchemaDrift } from '@boonies/service-testing';
import { VerificationTestService } from './support/verification-test-service';

// The verification schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => VerificationTestService.start(label));
