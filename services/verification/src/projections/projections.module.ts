import { Module } from '@nestjs/common';
import { AccessProjectionsHandlers } from './access.consumer';
import { VoterProfilesHandlers } from './voter-profiles.consumer';
import { VotersRepository } from './voters.repository';

/**
 * Other services' data this service keeps from their events: accounts, sign-ups and warnings (what
 * standing is worked out from), and the privacy switches, follows, blocks and moderation marks the access
 * policy judges by.
 */
@Module({
  providers: [VotersRepository, VoterProfilesHandlers, AccessProjectionsHandlers],
  exports: [VotersRepository],
})
export class ProjectionsModule {}
