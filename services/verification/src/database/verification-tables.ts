import type { DataSource } from 'typeorm';
import { Block } from '../access/entities/block.entity';
import { Follow } from '../access/entities/follow.entity';
import { HiddenPost } from '../access/entities/hidden-post.entity';
import { PrivacySetting } from '../access/entities/privacy-setting.entity';
import { Verification } from '../verifications/entities/verification.entity';
import { Vote } from '../verifications/entities/vote.entity';
import { Suspension } from '../voters/entities/suspension.entity';
import { Voter } from '../voters/entities/voter.entity';
import { Warning } from '../voters/entities/warning.entity';

export const VERIFICATION_ENTITIES = [
  Verification,
  Vote,
  Voter,
  Warning,
  Suspension,
  PrivacySetting,
  Follow,
  Block,
  HiddenPost,
];

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function verificationTables(dataSource: DataSource) {
  const path = (entity: Parameters<DataSource['getMetadata']>[0]) => dataSource.getMetadata(entity).tablePath;
  return {
    verifications: path(Verification),
    votes: path(Vote),
    voters: path(Voter),
    warnings: path(Warning),
    suspensions: path(Suspension),
    privacySettings: path(PrivacySetting),
    follows: path(Follow),
    blocks: path(Block),
    hiddenPosts: path(HiddenPost),
  };
}
