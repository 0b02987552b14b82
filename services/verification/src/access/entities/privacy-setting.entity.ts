import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A poster's privacy switches, from `events.auth.preferences-changed`; a poster without a row has the
 * defaults (everything on). Decides who may see and vote on their trick videos.
 */
@Entity({ name: 'privacy_settings' })
export class PrivacySetting {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'privacy_settings_pkey' })
  userId!: string;

  @Column({ name: 'public_profile', type: 'boolean' })
  publicProfile!: boolean;

  @Column({ name: 'show_progress', type: 'boolean' })
  showProgress!: boolean;

  @Column({ name: 'show_followers', type: 'boolean' })
  showFollowers!: boolean;

  @Column({ name: 'allow_messages', type: 'boolean' })
  allowMessages!: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
