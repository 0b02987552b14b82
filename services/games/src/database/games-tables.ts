import {
  blocksTable,
  followsTable,
  mediaCopyTable,
  privacySettingsTable,
  tablePaths,
  userCopyTable,
} from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { GameClip } from '../games/entities/game-clip.entity';
import { GamePlayer } from '../games/entities/game-player.entity';
import { Game } from '../games/entities/game.entity';
import { ClipVerification, TrickName, TrickVideo } from '../projections/entities/clip-facts.entity';
import { SignUp, Suspension, Warning } from '../projections/entities/standing-facts.entity';

/**
 * The accounts, from `events.auth.user-*`: names for the game pages, who may play, and the roles and state
 * a player's standing starts from.
 */
export const USERS = userCopyTable({
  name: 'User',
  tableName: 'users',
  columns: [
    'username',
    'display_name',
    'profile_picture',
    'pro_status',
    'amateur_status',
    'flow_status',
    'is_brand',
    'is_active',
    'suspended_until',
    'is_admin',
    'is_trusted',
  ],
  extraColumns: {
    /** When this service first heard of the account: its age while its sign-up is not known here. */
    firstSeenAt: { name: 'first_seen_at', type: 'timestamptz', default: () => 'now()' },
  },
});
/** A block either way stops a challenge, and ends a game the two are playing. */
export const BLOCKS = blocksTable();
/** Approved follows: a private skater's games record shows to their followers. */
export const FOLLOWS = followsTable();
/** The switches the access policy reads for challenges, records and the games leaderboard. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['allow_messages', 'public_profile', 'show_progress', 'appear_on_leaderboard'],
});

/** The media service's items: the uploaded clips of the trick videos a game shows. */
export const MEDIA = mediaCopyTable();

export const GAMES_ENTITIES = [
  Game,
  GamePlayer,
  GameClip,
  USERS,
  PRIVACY_SETTINGS,
  BLOCKS,
  FOLLOWS,
  TrickName,
  TrickVideo,
  ClipVerification,
  SignUp,
  Warning,
  Suspension,
  MEDIA,
];

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function gamesTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    games: Game,
    players: GamePlayer,
    clips: GameClip,
    users: USERS,
    preferences: PRIVACY_SETTINGS,
    blocks: BLOCKS,
    follows: FOLLOWS,
    trickNames: TrickName,
    trickVideos: TrickVideo,
    verifications: ClipVerification,
    signUps: SignUp,
    warnings: Warning,
    suspensions: Suspension,
    media: MEDIA,
  });
}

export type GamesTables = ReturnType<typeof gamesTables>;
