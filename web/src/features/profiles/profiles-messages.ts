import { PROFILE_MESSAGES } from '@boonies/contracts/social';

/** What the profile screens say; the spec's wording where it gives one. */
export const PROFILES_MESSAGES = {
  notFound: PROFILE_MESSAGES.notFound,
  unreachableTitle: 'Could not load this profile',
  unreachableBody: 'Something went wrong on our side or with the connection. Try again.',
  loadFailedTitle: 'Error loading profile',
  loadFailed: 'Could not load your profile data',
  updateFailedTitle: 'Error updating profile',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated',
  usernameTaken: PROFILE_MESSAGES.usernameTaken,
  chooseAnother: PROFILE_MESSAGES.chooseAnother,
  searchFailed: 'Search failed. Please try again.',
  followFailed: 'Could not follow. Please try again.',
  unfollowFailed: 'Could not unfollow. Please try again.',
  followed: (username: string) => `You're now following @${username}`,
  unfollowed: (username: string) => `You unfollowed @${username}`,
  requested: (username: string) => `Follow request sent to @${username}`,
  requestCancelled: (username: string) => `Follow request to @${username} cancelled`,
  privateTitle: 'This profile is private',
  privateBody: 'Follow to see posts and progress.',
  blockedTitle: (username: string) => `You blocked @${username}`,
  blockedBody: 'You do not see each other’s posts or progress, and neither of you can message the other.',
  privateRequested: 'Your follow request is waiting for an answer.',
} as const;
