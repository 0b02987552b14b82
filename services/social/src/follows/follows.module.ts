import { Module } from '@nestjs/common';
import { SocialAccess } from '../access/social-access.service';
import { PeopleModule } from '../people/people.module';
import { PreferencesModule } from '../preferences/preferences.module';
import { SocialGraphModule } from '../social-graph.module';
import { FollowsHandler } from './follows.handler';
import { FollowsService } from './follows.service';

@Module({
  imports: [PreferencesModule, SocialGraphModule, PeopleModule],
  controllers: [FollowsHandler],
  providers: [FollowsService, SocialAccess],
  exports: [FollowsService, SocialAccess],
})
export class FollowsModule {}
