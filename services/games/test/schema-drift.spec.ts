import { describeSchemaDrift } from '@boonies/service-testing';
import { GamesTestService } from './support/games-test-service';

// The games schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => GamesTestService.start(label));
