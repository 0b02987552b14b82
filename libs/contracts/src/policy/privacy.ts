/*
 * The privacy switches are the access policy's input: every service projects the ones its actions depend on,
 * and a switch it does not keep stands at its default. The auth service stores them with the other
 * preferences (`PreferencesDto.privacy`).
 */

/** Who may see what on a profile (Settings → Privacy & Safety). All on by default. */
export interface PrivacyPreferences {
  /** Off: only followers see the posts, progress and follower lists. */
  publicProfile: boolean;
  showProgress: boolean;
  showFollowers: boolean;
  /** Off: nobody can send you a direct message. */
  allowMessages: boolean;
  /** On: ranked on the leaderboard even while the profile is private (Show Progress off still hides it). */
  appearOnLeaderboard: boolean;
  /** Off: others do not see when you read their messages, and you do not see when they read yours. */
  readReceipts: boolean;
}

/** Every switch's value until the owner changes it. */
export const DEFAULT_PRIVACY: PrivacyPreferences = {
  publicProfile: true,
  showProgress: true,
  showFollowers: true,
  allowMessages: true,
  appearOnLeaderboard: true,
  readReceipts: true,
};
