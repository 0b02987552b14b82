/** Every route of the app, so links and the router never disagree about a path. */
export const paths = {
  home: '/',
  auth: '/auth',
  tricks: '/tricks',
  store: '/store',
  inbox: '/inbox',
  messages: '/messages',
  profile: '/profile',
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
