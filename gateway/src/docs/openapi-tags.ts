/**
 * What each group of routes is for, in the order the document lists them. Every tag a route names must be
 * here: the document builder refuses one that is not, so no group goes undescribed.
 */
export const OPENAPI_TAGS: Record<string, string> = {
  auth: 'Sign up, sign in and out, and the signed-in user',
  account: "The caller's own account: password, deactivation and the export of its data",
  users: "Profiles, the directory, search and suggestions, and the caller's settings and unread counts",
  follows: 'Following people, and follow requests to private profiles',
  blocks: 'Blocking people: neither side sees the other',
  posts: 'Posts, replies and the feeds',
  reactions: 'Likes and dislikes of posts',
  tricks: 'The trick catalogue',
  progress: 'Which tricks a skater has learned, and the points they score',
  leaderboard: 'Skaters ranked by their public score: the points of their verified tricks',
  verifications: 'Community votes on trick videos: made or fake',
  messages: 'Direct messages between skaters',
  notifications: "The caller's notifications, and marking them read",
  push: "Web push subscriptions of the caller's browsers",
  sponsorships: 'Sponsorship requests between brands and athletes',
  games: 'Games of S.K.A.T.E. between two skaters',
  media: 'Uploaded photos and clips: their processing status and their renditions',
  uploads: 'Resumable uploads of photos and clips (the tus protocol)',
  events: "The park calendar: events, who is coming, and the admins' editing of it",
  reports: 'Reports of posts, messages and people to the moderators',
  admin:
    'Administration, for admins only: accounts, puppets, moderation, reviews, settings, imports and webhooks',
  config: 'The public settings the web app starts with',
  telemetry: 'What the web app reports about itself',
  health: 'Whether the services answer',
};
