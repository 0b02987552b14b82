import type {
  AttemptResult,
  ClipVerdict,
  GameCall,
  GameInvitation,
  GameStatus,
  TurnOutcome,
} from '@boonies/contracts/games';

/** The community verification of a clip, as the verification service last announced it. */
export interface CommunityTally {
  isVerified: boolean;
  rejected: boolean;
  weightedFor: number;
  weightedAgainst: number;
}

export interface ClipState {
  postId: string;
  playerId: string;
  postedAt: string;
  calls: { judgeId: string; call: GameCall }[];
  community: CommunityTally | null;
  verdict: ClipVerdict;
}

export interface AttemptState {
  playerId: string;
  clip: ClipState | null;
  bailed: boolean;
  result: AttemptResult;
}

export interface TurnState {
  number: number;
  setterId: string;
  /** `done` once the outcome is known. */
  phase: 'setting' | 'attempting' | 'done';
  trickId: string | null;
  startedAt: string;
  deadline: string;
  outcome: TurnOutcome;
  set: ClipState | null;
  attempts: AttemptState[];
  lettersGiven: { playerId: string; letter: string }[];
}

export interface PlayerState {
  userId: string;
  seat: number;
  invitation: GameInvitation;
  /** How many letters: 0 … 5. */
  letters: number;
  out: boolean;
  forfeited: boolean;
  /**
   * Forfeited before any trick was set: they left a game that had not begun, so it has no result for them.
   * Absent from games stored before it was kept: there a forfeit counts as a loss once any trick was set.
   */
  withdrew?: boolean;
}

/** A whole game: what the rules read and write. Stored as one document, changed under a row lock. */
export interface GameState {
  status: GameStatus;
  turnHours: number;
  challengerId: string;
  createdAt: string;
  inviteDeadline: string;
  /** Seat order: the challenger first, then the opponents as given. */
  players: PlayerState[];
  /** Every turn, oldest first; while the game is active the last is the current one. */
  turns: TurnState[];
  winnerId: string | null;
  finishedAt: string | null;
}
