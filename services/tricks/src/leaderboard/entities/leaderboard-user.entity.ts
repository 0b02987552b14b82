import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account as the leaderboard shows it: the auth service's `user-*` events, newest revision kept. */
@Entity({ name: 'leaderboard_users' })
export class LeaderboardUser {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'leaderboard_users_pkey' })
  userId!: string;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl!: string | null;

  @Column({ name: 'pro_status', type: 'boolean', default: false })
  proStatus!: boolean;

  @Column({ name: 'amateur_status', type: 'boolean', default: false })
  amateurStatus!: boolean;

  @Column({ name: 'flow_status', type: 'boolean', default: false })
  flowStatus!: boolean;

  @Column({ name: 'is_brand', type: 'boolean', default: false })
  isBrand!: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** While a moderator's suspension runs, its end; compared with the clock, so it lapses by itself. */
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true })
  suspendedUntil!: Date | null;

  /** The revision of the account this row shows; an older event arriving late is ignored. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
