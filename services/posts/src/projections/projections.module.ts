import { Module } from '@nestjs/common';
import { AuthorsHandlers } from './authors.handlers';
import { FollowsHandlers } from './follows.handlers';
import { ModerationHandlers } from './moderation.handlers';
import { PrivacyHandlers } from './privacy.handlers';
import { TrickNamesHandlers } from './trick-names.handlers';
import { VerificationsHandlers } from './verifications.handlers';

/** Other services' data the feeds show, and moderators' marks on posts, kept from their events. */
@Module({
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
