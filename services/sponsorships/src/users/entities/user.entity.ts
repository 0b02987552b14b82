import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The public face of an account, from `events.auth.user-*`; the newest revision is kept. The brand flag
 * decides who may request, the active flag and the suspension who may be asked, the rest is what lists show.
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'users_pkey' })
  userId!: string;

  @Column({ type: 'text' })
  username!: string;

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

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** While a moderator's suspension runs, its end: compared with the clock, so it lapses by itself. */
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true })
  suspendedUntil!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
