import { Module } from '@nestjs/common';
import { SocialAccess } from '../access/social-access.service';
import { PreferencesModule } from '../preferences/preferences.module';
import { FollowsHandlers } from './follows.handlers';
import { FollowsService } from './follows.service';
import { SocialGraph } from './social-graph.service';

@Module({
  imports: [PreferencesModule],
  controllers: [FollowsHandlers],
  providers: [FollowsService, SocialGraph, SocialAccess],
  exports: [FollowsService, SocialGraph, SocialAccess],
})
export class FollowsModule {}
