import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { FollowsModule } from '../follows/follows.module';
import { PreferencesModule } from '../preferences/preferences.module';
import { ProfilesHandlers } from './profiles.handler';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesService } from './profiles.service';

@Module({
  imports: [UsersModule, FollowsModule, PreferencesModule],
  controllers: [ProfilesHandlers],
  providers: [ProfilesService, ProfilesRepository],
  exports: [ProfilesService],
})
export class ProfilesModule {}
