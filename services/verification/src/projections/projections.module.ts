import { Module } from '@nestjs/common';
import { AccessConsumer } from './access.consumer';
import { VoterProfilesConsumer } from './voter-profiles.consumer';
import { VotersRepository } from './voters.repository';

/**
 * Other services' data this service keeps from their events: accounts, sign-ups and warnings (what
 * standing is worked out from), and the privacy switches, follows, blocks and moderation marks the access
 * policy judges by.
 */
@Module({
  providers: [VotersRepository, VoterProfilesConsumer, AccessConsumer],
  exports: [VotersRepository],
})
export class ProjectionsModule {}
