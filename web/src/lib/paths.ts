/** Every route of the app, so links and the router never disagree about a path. */
export const paths = {
  home: '/',
  auth: '/auth',
  tricks: '/tricks',
  store: '/store',
  inbox: '/inbox',
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
