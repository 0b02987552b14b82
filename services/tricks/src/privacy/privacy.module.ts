import { Module } from '@nestjs/common';
import { PrivacyProjectionsHandlers } from './privacy-projections.handlers';
import { ProgressAccess } from './progress-access.service';

/** Who may read a user's progress: the auth service's privacy switches and follows, projected. */
@Module({
  providers: [PrivacyProjectionsHandlers, ProgressAccess],
  exports: [ProgressAccess],
})
export class PrivacyModule {}
