import { describeSchemaDrift } from '@boonies/service-testing';
import { WebhooksTestService } from './support/webhooks-test-service';

// The webhooks schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => WebhooksTestService.start(label));
