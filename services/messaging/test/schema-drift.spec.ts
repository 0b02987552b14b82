import { describeSchemaDrift } from '@boonies/service-testing';
import { MessagingTestService } from './support/messaging-test-service';

// The messaging schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => MessagingTestService.start(label));
