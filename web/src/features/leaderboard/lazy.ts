/**
 * What other features of the app load on demand from the leaderboard feature. Kept apart from index.ts so that
 * importing it downloads only this, when it is first shown.
 */
export { LeaderboardPanel } from './components/leaderboard-panel';
