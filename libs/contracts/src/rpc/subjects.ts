import { SERVICE_NAMES, type ServiceName } from '../services';

/** Request/reply subjects, `rpc.<service>.<operation>`. The only place these strings are written. */
export const RPC = {
  auth: {
    signUp: 'rpc.auth.sign-up',
    signIn: 'rpc.auth.sign-in',
    signOut: 'rpc.auth.sign-out',
    resolveSession: 'rpc.auth.resolve-session',
    me: 'rpc.auth.me',
    profile: 'rpc.auth.profile',
    updateProfile: 'rpc.auth.update-profile',
    checkUsername: 'rpc.auth.check-username',
    searchUsers: 'rpc.auth.search-users',
    listUsers: 'rpc.auth.list-users',
    suggestedUsers: 'rpc.auth.suggested-users',
    follow: 'rpc.auth.follow',
    unfollow: 'rpc.auth.unfollow',
    followState: 'rpc.auth.follow-state',
    followList: 'rpc.auth.follow-list',
    preferences: 'rpc.auth.preferences',
    updatePreferences: 'rpc.auth.update-preferences',
    block: 'rpc.auth.block',
    unblock: 'rpc.auth.unblock',
    blockedUsers: 'rpc.auth.blocked-users',
  },
  tricks: {
    catalogue: 'rpc.tricks.catalogue',
    catalogueVersion: 'rpc.tricks.catalogue-version',
    get: 'rpc.tricks.get',
    trending: 'rpc.tricks.trending',
    create: 'rpc.tricks.create',
    update: 'rpc.tricks.update',
    progress: 'rpc.tricks.progress',
    setLearned: 'rpc.tricks.set-learned',
    clearProgress: 'rpc.tricks.clear-progress',
    listUserProgress: 'rpc.tricks.list-user-progress',
    setUserProgress: 'rpc.tricks.set-user-progress',
    score: 'rpc.tricks.score',
    suggestions: 'rpc.tricks.suggestions',
    leaderboard: 'rpc.tricks.leaderboard',
    unverified: 'rpc.tricks.unverified',
    verifyProgress: 'rpc.tricks.verify-progress',
  },
  posts: {
    create: 'rpc.posts.create',
    createTrickVideo: 'rpc.posts.create-trick-video',
    get: 'rpc.posts.get',
    remove: 'rpc.posts.remove',
    review: 'rpc.posts.review',
    feed: 'rpc.posts.feed',
    reactions: 'rpc.posts.reactions',
    react: 'rpc.posts.react',
    unreact: 'rpc.posts.unreact',
  },
  verification: {
    forPost: 'rpc.verification.for-post',
    get: 'rpc.verification.get',
    myVote: 'rpc.verification.my-vote',
    vote: 'rpc.verification.vote',
    remove: 'rpc.verification.remove',
  },
  messaging: {
    send: 'rpc.messaging.send',
    conversation: 'rpc.messaging.conversation',
    box: 'rpc.messaging.box',
    markRead: 'rpc.messaging.mark-read',
    notifications: 'rpc.messaging.notifications',
    markNotificationRead: 'rpc.messaging.mark-notification-read',
    markAllNotificationsRead: 'rpc.messaging.mark-all-notifications-read',
    summary: 'rpc.messaging.summary',
  },
  sponsorships: {
    request: 'rpc.sponsorships.request',
    answer: 'rpc.sponsorships.answer',
    remove: 'rpc.sponsorships.remove',
    mine: 'rpc.sponsorships.mine',
    list: 'rpc.sponsorships.list',
  },
} as const;

/** Every service answers `rpc.<service>.health`. */
export type HealthSubject<S extends ServiceName = ServiceName> = `rpc.${S}.health`;

export function healthSubject<S extends ServiceName>(service: S): HealthSubject<S> {
  return `rpc.${service}.health`;
}

export const HEALTH_SUBJECTS = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, healthSubject(service)]),
) as { [S in ServiceName]: HealthSubject<S> };
