import {
  blocksTable,
  followsTable,
  privacySettingsTable,
  tablePaths,
  userCopyTable,
} from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { HiddenPost } from '../projections/entities/hidden-post.entity';
import { StandingReport } from '../verifications/entities/standing-report.entity';
import { Verification } from '../verifications/entities/verification.entity';
import { Vote } from '../verifications/entities/vote.entity';
import { Suspension } from '../projections/entities/suspension.entity';
import { Warning } from '../projections/entities/warning.entity';

/**
 * Accounts from the auth service's `user-*` events, newest revision kept: what a vote weighs depends on
 * who casts it, and whether a poster's verifications can be seen or voted on on the poster's state. A row
 * may come first from the sign-up or a vote, before the profile: then its name is unknown and its
 * `updated_at` is `-infinity`, so the first profile event always applies.
 */
export const VOTERS = userCopyTable({
  name: 'Voter',
  tableName: 'voters',
  columns: ['is_admin', 'is_trusted', 'is_active', 'is_brand', 'suspended_until', 'username'],
  nullable: ['username'],
  extraColumns: {
    /**
     * From `auth.user-signed-up`: when the account was made, and keyed hashes of the sign-up address and
     * device (never the values), so look-alike accounts count once.
     */
    signedUpAt: { name: 'signed_up_at', type: 'timestamptz', nullable: true },
    addressHash: { name: 'address_hash', type: 'text', nullable: true },
    deviceHash: { name: 'device_hash', type: 'text', nullable: true },
    /** When this service first heard of the account: its age while the sign-up is not known. */
    firstSeenAt: { name: 'first_seen_at', type: 'timestamptz', default: () => 'now()' },
  },
});

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
  VOTERS,
  Warning,
  Suspension,
  PRIVACY_SETTINGS,
  FOLLOWS,
  BLOCKS,
  HiddenPost,
  StandingReport,
];

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function verificationTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    verifications: Verification,
    votes: Vote,
    voters: VOTERS,
    warnings: Warning,
    suspensions: Suspension,
    privacySettings: PRIVACY_SETTINGS,
    follows: FOLLOWS,
    blocks: BLOCKS,
    hiddenPosts: HiddenPost,
    standingReports: StandingReport,
  });
}
