import { blocksTable, followsTable, privacySettingsTable } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { HiddenPost } from '../projections/entities/hidden-post.entity';
import { Verification } from '../verifications/entities/verification.entity';
import { Vote } from '../verifications/entities/vote.entity';
import { Suspension } from '../projections/entities/suspension.entity';
import { Voter } from '../projections/entities/voter.entity';
import { Warning } from '../projections/entities/warning.entity';

export const BLOCKS = blocksTable();
export const FOLLOWS = followsTable();
/** A poster's switches decide who may see and vote on their trick videos. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'privacy_settings',
  switches: ['public_profile', 'show_progress', 'show_followers', 'allow_messages'],
});

export const VERIFICATION_ENTITIES = [
  Verification,
  Vote,
  Voter,
  Warning,
  Suspension,
  PRIVACY_SETTINGS,
  FOLLOWS,
  BLOCKS,
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
    privacySettings: path(PRIVACY_SETTINGS),
    follows: path(FOLLOWS),
    blocks: path(BLOCKS),
    hiddenPosts: path(HiddenPost),
  };
}
