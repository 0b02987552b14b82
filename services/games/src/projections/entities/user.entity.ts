import { UserColumn } from '@boonies/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The accounts, from `events.auth.user-*`: names for the game pages, and who may play. */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'users_pkey' })
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

  @UserColumn('suspended_until')
  suspendedUntil!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
