import { Module } from '@nestjs/common';
import { SponsorshipsRepository } from '../sponsorships/sponsorships.repository';
import { UsersModule } from '../users/users.module';
import { ProfileEditsHandler } from './profile-edits.handler';
import { ProfileEditsService } from './profile-edits.service';

/** Profile edits by their owner; the profile others see is the social service's. */
@Module({
  imports: [UsersModule],
  controllers: [ProfileEditsHandler],
  providers: [ProfileEditsService, SponsorshipsRepository],
  exports: [ProfileEditsService, SponsorshipsRepository],
})
export class ProfilesModule {}
