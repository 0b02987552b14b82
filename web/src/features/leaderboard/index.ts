/** The leaderboard feature's public entry: what other features may use of it. */
export { LeaderboardSkeleton } from './components/leaderboard-skeleton';
