import { UserColumn } from '@boonies/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account as the leaderboard shows it: the auth service's `user-*` events, newest revision kept. */
@Entity({ name: 'leaderboard_users' })
export class LeaderboardUser {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'leaderboard_users_pkey' })
  userId!: string;

  @UserColumn('username')
  username!: string;

  @UserColumn('display_name')
  displayName!: string | null;

  @UserColumn('profile_picture')
  profilePicture!: string | null;

  @UserColumn('pro_status')
  proStatus!: boolean;

  @UserColumn('amateur_status')
  amateurStatus!: boolean;

  @UserColumn('flow_status')
  flowStatus!: boolean;

  @UserColumn('is_brand')
  isBrand!: boolean;

  @UserColumn('is_active')
  isActive!: boolean;

  /** While a moderator's suspension runs, its end; compared with the clock, so it lapses by itself. */
  @UserColumn('suspended_until')
  suspendedUntil!: Date | null;

  /** The revision of the account this row shows; an older event arriving late is ignored. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
