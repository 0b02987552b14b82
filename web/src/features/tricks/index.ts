/** The tricks feature's public entry: what other features may use of it. */
export { progressQueryOptions } from './api/progress';
export { useScore } from './api/score';
export { LevelProgress } from './components/level-progress';
export { TrendingTricksCard } from './components/trending-tricks-card';
