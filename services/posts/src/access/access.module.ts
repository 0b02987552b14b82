import { Module } from '@nestjs/common';
import { AudienceHandlers } from './audience.handlers';
import { PostAccess } from './post-access.service';

/** The access policy as the posts service asks it: for reads, interactions and live pushes. */
@Module({
  controllers: [AudienceHandlers],
  providers: [PostAccess],
  exports: [PostAccess],
})
export class AccessModule {}
