import { Module } from '@nestjs/common';
import { FollowsModule } from '../follows/follows.module';
import { PreferencesModule } from '../preferences/preferences.module';
import { UsersModule } from '../users/users.module';
import { ProfilesHandlers } from './profiles.handlers';
import { ProfilesService } from './profiles.service';

@Module({
  imports: [UsersModule, FollowsModule, PreferencesModule],
  controllers: [ProfilesHandlers],
  providers: [ProfilesService],
  exports: [ProfilesService],
})
export class ProfilesModule {}
