import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { PrivacyProjectionsHandlers } from './privacy-projections.handlers';
import { ProgressAccess } from './progress-access.service';

/**
 * Who may read a skater's progress: the auth service's privacy switches, follows and blocks, projected, and
 * the access policy asked with them.
 */
@Module({
  imports: [LeaderboardModule],
  providers: [PrivacyProjectionsHandlers, ProgressAccess],
  exports: [ProgressAccess],
})
export class PrivacyModule {}
