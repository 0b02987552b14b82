import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The public face of an account, from `events.auth.user-*`; the newest revision is kept. */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'users_pkey' })
  userId!: string;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @Column({ name: 'profile_picture', type: 'text', nullable: true })
  profilePicture!: string | null;

  @Column({ name: 'pro_status', type: 'boolean', default: false })
  proStatus!: boolean;

  @Column({ name: 'amateur_status', type: 'boolean', default: false })
  amateurStatus!: boolean;

  @Column({ name: 'flow_status', type: 'boolean', default: false })
  flowStatus!: boolean;

  @Column({ name: 'is_brand', type: 'boolean', default: false })
  isBrand!: boolean;

  /** A deactivated account receives no new messages. */
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** While a moderator's suspension runs, its end: compared with the clock, so it lapses by itself. */
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true })
  suspendedUntil!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
