import { describeSchemaDrift } from '@boonies/service-testing';
import { PostsTestService } from './support/posts-test-service';

// The posts schema as its migrations build it is exactly what its entities describe.
describeSchemaDrift((label) => PostsTestService.start(label));
