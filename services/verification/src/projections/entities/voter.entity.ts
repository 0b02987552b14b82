import { UserColumn } from '@boonies/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Accounts from the auth service's `user-*` events, newest revision kept: what a vote weighs depends on
 * who casts it, and whether a poster's verifications can be seen or voted on on the poster's state.
 */
@Entity({ name: 'voters' })
export class Voter {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'voters_pkey' })
  userId!: string;

  @UserColumn('is_admin')
  isAdmin!: boolean;

  @UserColumn('is_trusted')
  isTrusted!: boolean;

  /** False once the owner deactivated the account. */
  @UserColumn('is_active')
  isActive!: boolean;

  @UserColumn('is_brand')
  isBrand!: boolean;

  /** While a moderator's suspension runs, its end: compared with the clock, so it lapses by itself. */
  @UserColumn('suspended_until')
  suspendedUntil!: Date | null;

  @UserColumn('username', { nullable: true })
  username!: string | null;

  /**
   * From `auth.user-signed-up`: when the account was made, and keyed hashes of the sign-up address and
   * device (never the values), so look-alike accounts count once.
   */
  @Column({ name: 'signed_up_at', type: 'timestamptz', nullable: true })
  signedUpAt!: Date | null;

  @Column({ name: 'address_hash', type: 'text', nullable: true })
  addressHash!: string | null;

  @Column({ name: 'device_hash', type: 'text', nullable: true })
  deviceHash!: string | null;

  /** When this service first heard of the account: its age while the sign-up is not known. */
  @Column({ name: 'first_seen_at', type: 'timestamptz', default: () => 'now()' })
  firstSeenAt!: Date;

  /**
   * The revision of the account this row shows; an older event arriving late is ignored. `-infinity`
   * while only the sign-up or a vote is known, so the first profile event always applies.
   */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
