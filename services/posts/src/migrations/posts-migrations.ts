import { AddAuthorUsernameIndex1765100000000 } from './add-author-username-index.migration';
import { AddOwnPostsToTimelines1764500000000 } from './add-own-posts-to-timelines.migration';
import { AddPostMedia1764400000000 } from './add-post-media.migration';
import { AddModerationMarks1763730000004 } from './add-moderation-marks.migration';
import { CreatePosts1763730000000 } from './create-posts.migration';
import { CreatePrivacyProjections1763730000003 } from './create-privacy-projections.migration';
import { CreateProjections1763730000002 } from './create-projections.migration';
import { CreateReactions1763730000001 } from './create-reactions.migration';
import { CreateTimeline1763730000007 } from './create-timeline.migration';
import { RenameAuthorAvatar1763730000006 } from './rename-author-avatar.migration';
import { ShowRemovedVerifications1763730000005 } from './show-removed-verifications.migration';

/** In the order they run, after the messaging tables every service has. */
export const POSTS_MIGRATIONS = [
  CreatePosts1763730000000,
  CreateReactions1763730000001,
  CreateProjections1763730000002,
  CreatePrivacyProjections1763730000003,
  AddModerationMarks1763730000004,
  ShowRemovedVerifications1763730000005,
  RenameAuthorAvatar1763730000006,
  CreateTimeline1763730000007,
  AddPostMedia1764400000000,
  AddOwnPostsToTimelines1764500000000,
  AddAuthorUsernameIndex1765100000000,
];
