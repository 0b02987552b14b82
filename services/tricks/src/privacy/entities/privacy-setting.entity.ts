import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The switches of a user's Settings → Privacy that decide who sees their progress, from
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

  /** The revision of the settings this row shows; an older event arriving late is ignored. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
