import { UserColumn } from '@boonies/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The public face of an account, from `events.auth.user-*`; the newest revision is kept. The brand flag
 * decides who may request, the active flag and the suspension who may be asked, the rest is what lists show.
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'users_pkey' })
  userId!: string;

  @UserColumn('username')
  username!: string;

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

  /** While a moderator's suspension runs, its end: compared with the clock, so it lapses by itself. */
  @UserColumn('suspended_until')
  suspendedUntil!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
