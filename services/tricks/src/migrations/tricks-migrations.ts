import { AddTrickAliases1763720000007 } from './add-trick-aliases.migration';
import { CreateAccessProjections1763720000006 } from './create-access-projections.migration';
import { CreateLeaderboardUsers1763720000003 } from './create-leaderboard-users.migration';
import { CreatePrivacyProjections1763720000005 } from './create-privacy-projections.migration';
import { CreateProgress1763720000001 } from './create-progress.migration';
import { CreateTrickTags1763720000004 } from './create-trick-tags.migration';
import { CreateTricks1763720000000 } from './create-tricks.migration';
import { CreateUserScores1763720000002 } from './create-user-scores.migration';
import { RenameLeaderboardAvatar1763720000008 } from './rename-leaderboard-avatar.migration';

/** In the order they run, after the messaging tables every service has. */
export const TRICKS_MIGRATIONS = [
  CreateTricks1763720000000,
  CreateProgress1763720000001,
  CreateUserScores1763720000002,
  CreateLeaderboardUsers1763720000003,
  CreateTrickTags1763720000004,
  CreatePrivacyProjections1763720000005,
  CreateAccessProjections1763720000006,
  AddTrickAliases1763720000007,
  RenameLeaderboardAvatar1763720000008,
];
