import { Module } from '@nestjs/common';
import { PolicyFactsRepository } from './policy-facts.repository';
import { ProgressAccess } from './progress-access.service';

/**
 * Who may read a skater's progress: the auth service's privacy switches, follows and blocks, projected, and
 * the access policy asked with them.
 */
@Module({
  providers: [PolicyFactsRepository, ProgressAccess],
  exports: [ProgressAccess],
})
export class AccessModule {}
