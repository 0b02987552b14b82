/** Every route of the app, so links and the router never disagree about a path. */
export const paths = {
  home: '/',
  auth: '/auth',
  tricks: '/tricks',
  store: '/store',
  inbox: '/inbox',
  messages: '/messages',
  profile: '/profile',
  /** A post's page, `/post/<id>`: `postPagePath` (in the contracts) builds its addresses. */
  post: '/post',
  /** A skater by username, where a post's `@mention` leads. */
  mention: '/u',
  settings: '/settings',
  about: '/about',
  sponsorships: '/sponsorships',
  games: '/games',
  admin: '/admin',
  dataMap: '/data-map',
} as const;

export function profilePath(userId: string): string {
  return `${paths.profile}/${encodeURIComponent(userId)}`;
}

/**
 * A skater named by their username, as a post's `@mention` links to them: the page looks the name up and
 * opens the profile.
 */
export function mentionPath(username: string): string {
  return `${paths.mention}/${encodeURIComponent(username)}`;
}

export function trickPath(trickId: string): string {
  return `${paths.tricks}/${encodeURIComponent(trickId)}`;
}

export function gamePath(gameId: string): string {
  return `${paths.games}/${encodeURIComponent(gameId)}`;
}

/** One conversation, opened full-screen: the thread with one counterpart. */
export function conversationPath(counterpartId: string): string {
  return `${paths.messages}/${encodeURIComponent(counterpartId)}`;
}
