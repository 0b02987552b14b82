import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The switches of a user's Settings → Privacy the access policy reads, from
 * `events.auth.preferences-changed`; a user with no row keeps the defaults (everything public).
 */
@Entity({ name: 'preferences' })
export class PrivacySetting {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'preferences_pkey' })
  userId!: string;

  @Column({ name: 'public_profile', type: 'boolean' })
  publicProfile!: boolean;

  @Column({ name: 'show_progress', type: 'boolean' })
  showProgress!: boolean;

  @Column({ name: 'show_followers', type: 'boolean', default: true })
  showFollowers!: boolean;

  @Column({ name: 'allow_messages', type: 'boolean', default: true })
  allowMessages!: boolean;

  @Column({ name: 'appear_on_leaderboard', type: 'boolean', default: true })
  appearOnLeaderboard!: boolean;

  /** The revision of the settings this row shows; an older event arriving late is ignored. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
