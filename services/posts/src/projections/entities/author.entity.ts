import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account as posts show it: the auth service's `user-*` events, newest revision kept. */
@Entity({ name: 'authors' })
export class Author {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'authors_pkey' })
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

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  /** Trusted skaters' reactions weigh like admins'. */
  @Column({ name: 'is_trusted', type: 'boolean', default: false })
  isTrusted!: boolean;

  /** Deactivated accounts' posts are hidden from feeds. */
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** While a moderator's suspension runs, its end: the author's posts are gone until then. */
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true })
  suspendedUntil!: Date | null;

  /** Shown to admins in reaction lists, and to the reactor themselves. */
  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
