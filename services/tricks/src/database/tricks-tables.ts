import type { DataSource } from 'typeorm';
import { Trick } from '../catalogue/entities/trick.entity';
import { LeaderboardUser } from '../projections/entities/leaderboard-user.entity';
import { Block } from '../projections/entities/block.entity';
import { Follow } from '../projections/entities/follow.entity';
import { PrivacySetting } from '../projections/entities/privacy-setting.entity';
import { ProgressRecord } from '../progress/entities/progress-record.entity';
import { UserScore } from '../scores/entities/user-score.entity';
import { TrickTag } from '../projections/entities/trick-tag.entity';

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function tricksTables(dataSource: DataSource) {
  const path = (entity: Parameters<DataSource['getMetadata']>[0]) => dataSource.getMetadata(entity).tablePath;
  return {
    tricks: path(Trick),
    progress: path(ProgressRecord),
    userScores: path(UserScore),
    leaderboardUsers: path(LeaderboardUser),
    trickTags: path(TrickTag),
    preferences: path(PrivacySetting),
    follows: path(Follow),
    blocks: path(Block),
  };
}

export type TricksTables = ReturnType<typeof tricksTables>;
