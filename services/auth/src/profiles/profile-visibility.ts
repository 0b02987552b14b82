import type { PrivacyPreferences, ProfileDto } from '@boonies/contracts';

/** How the caller stands to the profile's owner. */
export interface ViewerRelation {
  isOwner: boolean;
  /** The caller follows the owner. */
  isFollower: boolean;
  /** The owner blocked the caller, or the caller blocked the owner. */
  blockedEitherWay: boolean;
}

export type ProfileVisibility = ProfileDto['visibility'];

/**
 * What the owner's privacy switches let the caller see. A profile that is not public shows its posts,
 * progress and follower lists to followers only; progress and followers can also be hidden from everyone
 * else. Nobody messages themselves, and a block either way closes messages.
 */
export function profileVisibility(privacy: PrivacyPreferences, viewer: ViewerRelation): ProfileVisibility {
  if (viewer.isOwner) return { posts: true, progress: true, followers: true, messages: false };
  const content = privacy.publicProfile || viewer.isFollower;
  return {
    posts: content,
    progress: content && privacy.showProgress,
    followers: content && privacy.showFollowers,
    messages: privacy.allowMessages && !viewer.blockedEitherWay,
  };
}
