import { Module } from '@nestjs/common';
import { PreferencesModule } from '../preferences/preferences.module';
import { UsersModule } from '../users/users.module';
import { FollowsHandlers } from './follows.handlers';
import { FollowsService } from './follows.service';
import { SocialGraph } from './social-graph.service';

@Module({
  imports: [UsersModule, PreferencesModule],
  controllers: [FollowsHandlers],
  providers: [FollowsService, SocialGraph],
  exports: [FollowsService, SocialGraph],
})
export class FollowsModule {}
