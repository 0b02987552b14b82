/** The letters a skater collects, in order: the fifth puts them out. */
export const GAME_LETTERS = 'SKATE';

export const GAME_MIN_OPPONENTS = 1;
export const GAME_MAX_OPPONENTS = 4;

/** How long each phase of a turn may take, in hours. */
export const GAME_TURN_HOURS = [12, 24, 48, 72] as const;
export type GameTurnHours = (typeof GAME_TURN_HOURS)[number];
export const DEFAULT_GAME_TURN_HOURS: GameTurnHours = 48;

/** An invitation nobody answers lapses after this long. */
export const GAME_INVITATION_HOURS = 48;

/** `cancelled`: ended without a result, because two of its players can no longer play together (a block). */
export const GAME_STATUSES = ['invited', 'active', 'finished', 'declined', 'expired', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The games the list shows under each tab: active includes games still waiting on invitations. */
export const GAME_LIST_STATUSES = ['active', 'finished'] as const;
export type GameListStatus = (typeof GAME_LIST_STATUSES)[number];

export const GAME_INVITATIONS = ['pending', 'accepted', 'declined'] as const;
export type GameInvitation = (typeof GAME_INVITATIONS)[number];

export const GAME_PHASES = ['setting', 'attempting'] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

export const GAME_CALLS = ['make', 'fake'] as const;
export type GameCall = (typeof GAME_CALLS)[number];

export const CLIP_VERDICTS = ['pending', 'make', 'fake'] as const;
export type ClipVerdict = (typeof CLIP_VERDICTS)[number];

export const ATTEMPT_RESULTS = ['pending', 'make', 'fake', 'missed', 'bailed'] as const;
export type AttemptResult = (typeof ATTEMPT_RESULTS)[number];

/** `counted`: letters were given; `void`: the set was a fake; `skipped`: the setter set nothing in time. */
export const TURN_OUTCOMES = ['pending', 'counted', 'void', 'skipped'] as const;
export type TurnOutcome = (typeof TURN_OUTCOMES)[number];

/** What the caller should do now in a game. */
export const GAME_MOVES = ['answer', 'set', 'attempt', 'call'] as const;
export type GameMove = (typeof GAME_MOVES)[number];

export const GAMES_PAGE_SIZE = 20;

/** The letters of a skater who has missed `count` times: '' … 'SKATE'. */
export function lettersOf(count: number): string {
  return GAME_LETTERS.slice(0, Math.max(0, Math.min(GAME_LETTERS.length, count)));
}

export const GAME_MESSAGES = {
  noSuchGame: 'No such game',
  opponents: `Challenge between ${GAME_MIN_OPPONENTS} and ${GAME_MAX_OPPONENTS} skaters`,
  opponentIds: 'opponentIds must be a list of user ids',
  oneEach: 'Each skater can be challenged once',
  turnHours: `turnHours must be one of ${GAME_TURN_HOURS.join(', ')}`,
  notYourself: 'You cannot challenge yourself',
  brandsDoNotPlay: 'Brand accounts do not play S.K.A.T.E.',
  unknownSkater: 'No such skater',
  notAPlayer: 'Only the players of this game can do that',
  notInvited: 'You have no invitation to answer in this game',
  alreadyAnswered: 'You already answered this invitation',
  notActive: 'This game is not being played',
  cancelled: 'This game ended because a player is no longer available',
  notYourSet: 'It is not your turn to set a trick',
  notSetting: 'The trick for this turn is already set',
  notAttempting: 'There is no trick to match yet',
  notAnAttempter: 'You have no attempt to make this turn',
  alreadyAttempted: 'You already made your attempt this turn',
  out: 'You are out of this game',
  unknownClip: 'No such trick video of yours: post it first',
  clipNotYours: 'That trick video is not yours',
  clipTrick: 'That trick video is not tagged with the trick of this turn',
  clipTooOld: 'That trick video was posted before this turn began',
  clipUsed: 'That trick video is already used in this game',
  unknownTrick: 'Unknown trick id',
  noSuchClip: 'No such clip in this turn',
  notAJudge: 'You cannot judge this clip',
  alreadyCalled: 'You already called this clip',
  clipDecided: 'This clip is already decided',
  call: 'call must be make or fake',
  cursor: 'cursor is not valid',
} as const;
