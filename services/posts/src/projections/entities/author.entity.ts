import { UserColumn } from '@boonies/platform';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An account as posts show it: the auth service's `user-*` events, newest revision kept. */
@Entity({ name: 'authors' })
@Index('authors_unavailable_idx', ['userId'], { where: 'NOT "is_active" OR "suspended_until" IS NOT NULL' })
export class Author {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'authors_pkey' })
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

  @UserColumn('is_admin')
  isAdmin!: boolean;

  /** Trusted skaters' reactions weigh like admins'. */
  @UserColumn('is_trusted')
  isTrusted!: boolean;

  /** Deactivated accounts' posts are hidden from feeds. */
  @UserColumn('is_active')
  isActive!: boolean;

  /** While a moderator's suspension runs, its end: the author's posts are gone until then. */
  @UserColumn('suspended_until')
  suspendedUntil!: Date | null;

  /** Shown to admins in reaction lists, and to the reactor themselves. */
  @UserColumn('email')
  email!: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
