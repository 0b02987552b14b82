/** What the game screens say. */
export const GAMES_MESSAGES = {
  loadFailed: 'Failed to load games',
  gameLoadFailed: 'Failed to load this game',
  notFound: 'This game does not exist, or it is not yours to see.',
  noYourMove: 'Nothing waits on you',
  noYourMoveHelp: 'When it is your turn to set, match or judge a trick, the game shows up here.',
  noActive: 'No games going on',
  noActiveHelp: 'Challenge a skater to a Game of S.K.A.T.E. to start one.',
  noFinished: 'No finished games yet',
  challengeSent: 'Challenge sent',
  challengeFailed: 'Could not send the challenge',
  accepted: 'Challenge accepted. Game on!',
  declined: 'Challenge declined',
  setPosted: 'Trick set. The others must match it.',
  attemptPosted: 'Attempt posted',
  bailed: 'Bail taken',
  called: (call: 'make' | 'fake') => (call === 'make' ? 'Called it a make' : 'Called it a fake'),
  forfeited: 'You forfeited the game',
  actionFailed: 'That did not go through',
  clipPostedGameFailed: 'Your clip was posted, but the game did not take it. Try again to hand it in.',
  noSkaters: 'No skaters found',
  pickTrick: 'Pick the trick you will set',
  recordFailed: 'Could not load the games record',
} as const;

/** What the leaderboard's Games board says. */
export const GAMES_LEADERBOARD_MESSAGES = {
  failed: 'Failed to load the games leaderboard',
  empty: 'No finished games yet. Win one to top the board.',
} as const;
