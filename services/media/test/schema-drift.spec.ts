import { describeSchemaDrift } from '@boonies/service-testing';
import { MediaTestService } from './support/media-test-service';

// The media schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => MediaTestService.start(label));
