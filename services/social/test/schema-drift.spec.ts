import { describeSchemaDrift } from '@boonies/service-testing';
import { SocialTestService } from './support/social-test-service';

// The social schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => SocialTestService.start(label));
