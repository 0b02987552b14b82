import { describeSchemaDrift } from '@boonies/service-testing';
import { SponsorshipsTestService } from './support/sponsorships-test-service';

// The sponsorships schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => SponsorshipsTestService.start(label));
