import { DEFAULT_GRADIENT } from '@boonies/contracts/auth';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/** Unique constraint names: sign-up reads a taken email or username from the violated one. */
export const USER_UNIQUE_INDEXES = { email: 'users_email_key', username: 'users_username_key' } as const;

/** An account with its whole public profile; emails and usernames are stored lowercased. */
@Entity({ name: 'users' })
@Check('users_email_lowercase', '"email" = lower("email")')
@Check('users_username_lowercase', '"username" = lower("username")')
@Index('users_is_puppet_idx', ['username'], { where: '"is_puppet"' })
// The search indexes use operator classes and an expression, which decorators cannot express: only named here.
@Index('users_username_prefix_idx', { synchronize: false })
@Index('users_display_name_prefix_idx', { synchronize: false })
@Index('users_username_trgm_idx', { synchronize: false })
@Index('users_display_name_trgm_idx', { synchronize: false })
@Unique(USER_UNIQUE_INDEXES.email, ['email'])
@Unique(USER_UNIQUE_INDEXES.username, ['username'])
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 30 })
  username!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 100, nullable: true })
  displayName!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ name: 'profile_picture', type: 'text', nullable: true })
  profilePicture!: string | null;

  @Column({ name: 'header_video', type: 'text', nullable: true })
  headerVideo!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  location!: string | null;

  @Column({ name: 'skating_style', type: 'varchar', length: 100, nullable: true })
  skatingStyle!: string | null;

  @Column({ name: 'favorite_spot', type: 'varchar', length: 100, nullable: true })
  favoriteSpot!: string | null;

  @Column({ name: 'gradient_start_color', type: 'varchar', length: 7, default: DEFAULT_GRADIENT.start })
  gradientStartColor!: string;

  @Column({ name: 'gradient_end_color', type: 'varchar', length: 7, default: DEFAULT_GRADIENT.end })
  gradientEndColor!: string;

  @Column({ name: 'pro_status', type: 'boolean', default: false })
  proStatus!: boolean;

  @Column({ name: 'amateur_status', type: 'boolean', default: false })
  amateurStatus!: boolean;

  @Column({ name: 'flow_status', type: 'boolean', default: false })
  flowStatus!: boolean;

  @Column({ name: 'is_brand', type: 'boolean', default: false })
  isBrand!: boolean;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified!: boolean;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'is_trusted', type: 'boolean', default: false })
  isTrusted!: boolean;

  /** Accounts admins operate through in puppet mode. */
  @Column({ name: 'is_puppet', type: 'boolean', default: false })
  isPuppet!: boolean;

  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;

  /** A moderator's suspension ends then; it lapses by the clock (a time past means not suspended). */
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true })
  suspendedUntil!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
