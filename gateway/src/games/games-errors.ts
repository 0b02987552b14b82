/** What the error answers of the game routes mean, for their OpenAPI descriptions. */
export const GAMES_ERRORS = {
  badInput: 'A field is missing, unknown or invalid; `field` names it',
  noGame: 'No such game, or the caller is neither a player nor an admin',
  notAPlayer: 'Admins may look at any game but only its players play it',
  outOfTurn: 'Not the move the game is waiting for (out of turn, already done, or the game is over)',
  unavailable: 'The games service is unavailable',
} as const;
