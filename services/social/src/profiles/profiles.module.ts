import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { FollowsModule } from '../follows/follows.module';
import { PreferencesModule } from '../preferences/preferences.module';
import { ProfilesHandler } from './profiles.handler';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesService } from './profiles.service';

@Module({
  imports: [UsersModule, FollowsModule, PreferencesModule],
  controllers: [ProfilesHandler],
  providers: [ProfilesService, ProfilesRepository],
  exports: [ProfilesService],
})
export class ProfilesModule {}
