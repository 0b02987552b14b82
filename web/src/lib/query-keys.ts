import type { MessageBox } from '@boonies/contracts/messaging';
import type { LeaderboardFilter } from '@boonies/contracts/tricks';

/**
 * Every query and mutation key of the app, in one place. A feature that changes data another feature shows
 * refreshes or patches that cache through these keys, without importing the other feature. A key that is a
 * prefix of others (`feedsKey`, `profilesKey`…) lets one call reach every cached copy under it.
 */

// Session and configuration
export const currentUserQueryKey = ['auth', 'me'] as const;
export const publicConfigKey = ['config', 'public'] as const;

// Tricks, progress and scores
export const tricksKey = ['tricks'] as const;
export const trickListKey = [...tricksKey, 'list'] as const;
/** The catalogue without its guides: what the tracker's list and map show. */
export const trickSummariesKey = [...tricksKey, 'summaries'] as const;
export const trendingTricksKey = [...tricksKey, 'trending'] as const;
export const suggestedTricksKey = [...tricksKey, 'suggestions'] as const;
export function trickKey(trickId: string) {
  return [...tricksKey, 'detail', trickId] as const;
}
export const progressKey = ['progress'] as const;
export function userProgressKey(userId: string) {
  return [...progressKey, userId] as const;
}
export const setLearnedMutationKey = [...progressKey, 'set-learned'] as const;
export const scoresKey = ['scores'] as const;
export function scoreKey(userId: string) {
  return [...scoresKey, userId] as const;
}
export function leaderboardKey(filter: LeaderboardFilter) {
  return ['leaderboard', filter] as const;
}

// Posts and feeds
/** Which feed: the home tabs, a skater's posts, a trick's posts, or the replies to one post. */
export type FeedRef =
  | { kind: 'popular' }
  | { kind: 'following' }
  | { kind: 'trick_video' }
  | { kind: 'user'; userId: string }
  | { kind: 'trick'; trickId: string }
  | { kind: 'replies'; postId: string };

/** Every feed lives under this key: mutations and pushes update or refresh them all through it. */
export const feedsKey = ['posts', 'feed'] as const;

export function feedKey(feed: FeedRef) {
  switch (feed.kind) {
    case 'user':
      return [...feedsKey, feed.kind, feed.userId] as const;
    case 'trick':
      return [...feedsKey, feed.kind, feed.trickId] as const;
    case 'replies':
      return [...feedsKey, feed.kind, feed.postId] as const;
    default:
      return [...feedsKey, feed.kind] as const;
  }
}
export function postKey(postId: string) {
  return ['posts', 'one', postId] as const;
}
export const createPostMutationKey = ['posts', 'create'] as const;
export const createTrickVideoMutationKey = ['posts', 'create-trick-video'] as const;
export const deletePostMutationKey = ['posts', 'delete'] as const;
export const reactMutationKey = ['posts', 'react'] as const;
export const reviewPostMutationKey = ['posts', 'review'] as const;

// Verification
/** Every post's verifications live under this key, so a vote or a push can refresh them. */
export const postVerificationsKey = ['verifications', 'post'] as const;
export function postVerificationKey(postId: string) {
  return [...postVerificationsKey, postId] as const;
}
export function myVoteKey(verificationId: string) {
  return ['verifications', verificationId, 'vote'] as const;
}
export const standingKey = ['verifications', 'standing'] as const;
export const castVoteMutationKey = ['verifications', 'vote'] as const;
export const removeVerificationMutationKey = ['verifications', 'remove'] as const;

// Profiles and follows
/** Every profile lives under this key: a follow or an edit refreshes them through it. */
export const profilesKey = ['profiles', 'detail'] as const;
export function profileKey(userId: string) {
  return [...profilesKey, userId] as const;
}
export function usernameAvailableKey(name: string) {
  return ['profiles', 'username-available', name] as const;
}
export const suggestedSkatersKey = ['profiles', 'suggested'] as const;
export function userSearchKey(q: string) {
  return ['profiles', 'search', q] as const;
}
export function athleteSearchKey(q: string) {
  return ['profiles', 'search', 'athletes', q] as const;
}
export const followRequestsKey = ['follow-requests'] as const;
export function followStateKey(userId: string) {
  return ['follows', 'check', userId] as const;
}
export const followListsKey = ['follows', 'list'] as const;
export function followListKey(userId: string, kind: string) {
  return [...followListsKey, userId, kind] as const;
}

// Messages, notifications and the inbox
/** Every cached message list (conversations and boxes) lives under this key. */
export const messagesKey = ['messages'] as const;
export function messageBoxKey(box: MessageBox) {
  return [...messagesKey, 'box', box] as const;
}
export const conversationsKey = [...messagesKey, 'conversation'] as const;
export function conversationKey(otherUserId: string) {
  return [...conversationsKey, otherUserId] as const;
}
export const notificationsKey = ['notifications'] as const;
export const notificationListKey = [...notificationsKey, 'list'] as const;
/** The conversation list (one row per counterpart). */
export const conversationListKey = [...messagesKey, 'conversation-list'] as const;
export const inboxSummaryKey = ['inbox', 'summary'] as const;

// Sponsorships
/** Every cached sponsorship list, the inbox's requests included (`['sponsorships', 'user']`). */
export const sponsorshipsKey = ['sponsorships'] as const;
export function sponsorshipListKey<Filter extends object>(filter: Filter) {
  return [...sponsorshipsKey, 'list', filter] as const;
}
export const sponsorshipRequestsKey = [...sponsorshipsKey, 'user'] as const;

// Settings
export const blockedUsersKey = ['settings', 'blocked-users'] as const;
export const preferencesKey = ['settings', 'preferences'] as const;

// Events
export const eventsKey = ['events'] as const;
export const allEventsQueryKey = [...eventsKey, 'all'] as const;
export const upcomingEventsKey = [...eventsKey, 'upcoming'] as const;
/** One event's page: details, who is coming and the viewer's RSVP. */
export const eventKey = (id: string) => [...eventsKey, 'detail', id] as const;

// Games of S.K.A.T.E.
/** Every cached game read: lists, pages, records and the leaderboard. */
export const gamesKey = ['games'] as const;
export const gameListsKey = [...gamesKey, 'list'] as const;
export function gameListKey(status: string) {
  return [...gameListsKey, status] as const;
}
export function gameKey(gameId: string) {
  return [...gamesKey, 'detail', gameId] as const;
}
export const gamesRecordsKey = [...gamesKey, 'record'] as const;
export function gamesRecordKey(userId: string) {
  return [...gamesRecordsKey, userId] as const;
}
export const gamesLeaderboardKey = [...gamesKey, 'leaderboard'] as const;

// Administration
/** Query keys of the admin panel, under one root so a change can refresh the panel as a whole. */
export const adminKeys = {
  all: ['admin'] as const,
  puppets: () => [...adminKeys.all, 'puppets'] as const,
  allUsers: () => [...adminKeys.all, 'users'] as const,
  users: (q: string) => [...adminKeys.allUsers(), q] as const,
  unverifiedTricks: () => [...adminKeys.all, 'unverified-tricks'] as const,
  auditLogs: () => [...adminKeys.all, 'audit-log'] as const,
  auditLog: <Filters extends object>(filters: Filters) => [...adminKeys.auditLogs(), filters] as const,
  allMessages: () => [...adminKeys.all, 'messages'] as const,
  /** Everyone's messages (`null`) or one user's. */
  messages: (userId: string | null) => [...adminKeys.allMessages(), userId ?? 'everyone'] as const,
  allReports: () => [...adminKeys.all, 'reports'] as const,
  reports: (status: string, sort: string) => [...adminKeys.allReports(), status, sort] as const,
  contestedVerifications: () => [...adminKeys.all, 'contested-verifications'] as const,
  siteSettings: () => [...adminKeys.all, 'site-settings'] as const,
  dataMap: () => [...adminKeys.all, 'data-map'] as const,
  webhooks: () => [...adminKeys.all, 'webhooks'] as const,
  webhookEndpoints: () => [...adminKeys.webhooks(), 'endpoints'] as const,
  /** One endpoint's delivery log, under every filter. */
  webhookDeliveryLogs: (endpointId: string) => [...adminKeys.webhooks(), 'deliveries', endpointId] as const,
  webhookDeliveries: (endpointId: string, status: string) =>
    [...adminKeys.webhookDeliveryLogs(endpointId), status] as const,
};
