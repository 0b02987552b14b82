/** The games feature's public entry: what other features may use of it. */
export { useGamesLeaderboard } from './api/games-stats';
export { ChallengeButton } from './components/challenge-button';
export { GamesRecord } from './components/games-record';
export { nameOf } from './game-rules';
export { GAMES_LEADERBOARD_MESSAGES } from './games-messages';
