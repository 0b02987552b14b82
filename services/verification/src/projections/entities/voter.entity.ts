import { userCopyTable } from '@boonies/platform';

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
