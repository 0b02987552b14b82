import { Module } from '@nestjs/common';
import { AccessFactsRepository } from './access-facts.repository';
import { AudienceHandler } from './audience.handler';
import { PostAccess } from './post-access.service';

/** The access policy as the posts service asks it: for reads, interactions and live pushes. */
@Module({
  controllers: [AudienceHandler],
  providers: [AccessFactsRepository, PostAccess],
  exports: [PostAccess],
})
export class AccessModule {}
