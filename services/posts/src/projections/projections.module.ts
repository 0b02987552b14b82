import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { AuthorsHandlers } from './authors.consumer';
import { FollowsHandlers } from './follows.consumer';
import { ModerationHandlers } from './moderation.consumer';
import { PrivacyHandlers } from './privacy.consumer';
import { TrickNamesHandlers } from './trick-names.consumer';
import { VerificationsHandlers } from './verifications.consumer';

/** Other services' data the feeds show, and moderators' marks on posts, kept from their events. */
@Module({
  imports: [PostsModule],
  providers: [
    AuthorsHandlers,
    TrickNamesHandlers,
    FollowsHandlers,
    VerificationsHandlers,
    PrivacyHandlers,
    ModerationHandlers,
  ],
})
export class ProjectionsModule {}
