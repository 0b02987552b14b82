import { Module } from '@nestjs/common';
import { BlocksModule } from './blocks/blocks.module';
import { FollowRequestsModule } from './follow-requests/follow-requests.module';
import { FollowsModule } from './follows/follows.module';
import { PreferencesModule } from './preferences/preferences.module';
import { ProfilesModule } from './profiles/profiles.module';
import { SearchModule } from './search/search.module';

/** The social half of the service: profiles, follows and follow requests, blocks, preferences and search. */
@Module({
  imports: [
    PreferencesModule,
    FollowsModule,
    FollowRequestsModule,
    BlocksModule,
    ProfilesModule,
    SearchModule,
  ],
})
export class SocialModule {}
