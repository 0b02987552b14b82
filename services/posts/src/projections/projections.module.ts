import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PostsModule } from '../posts/posts.module';
import { ReactionsModule } from '../reactions/reactions.module';
import { TimelineModule } from '../timeline/timeline.module';
import { AuthorsConsumer } from './authors.consumer';
import { FollowsConsumer } from './follows.consumer';
import { MediaConsumer } from './media.consumer';
import { ModerationConsumer } from './moderation.consumer';
import { PrivacyConsumer } from './privacy.consumer';
import { TrickNamesConsumer } from './trick-names.consumer';
import { VerificationsConsumer } from './verifications.consumer';

/** Other services' data the feeds show (media items too), and moderators' marks on posts, kept from their events. */
@Module({
  imports: [PostsModule, TimelineModule, ReactionsModule, MediaModule],
  providers: [
    AuthorsConsumer,
    TrickNamesConsumer,
    FollowsConsumer,
    VerificationsConsumer,
    PrivacyConsumer,
    ModerationConsumer,
    MediaConsumer,
  ],
})
export class ProjectionsModule {}
