import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { FollowsModule } from '../follows/follows.module';
import { PreferencesModule } from '../preferences/preferences.module';
import { ProfilesHandler } from './profiles.handler';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesService } from './profiles.service';

@Module({
  imports: [PeopleModule, FollowsModule, PreferencesModule],
  controllers: [ProfilesHandler],
  providers: [ProfilesService, ProfilesRepository],
  exports: [ProfilesService],
})
export class ProfilesModule {}
