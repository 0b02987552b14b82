import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A user's Public Profile switch, from `events.auth.preferences-changed`: off, only the author and their
 * followers see the author's posts in feeds. A user with no row is public (the default).
 */
@Entity({ name: 'preferences' })
@Index('preferences_private_idx', ['userId'], { where: 'NOT "public_profile"' })
export class PrivacySetting {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'preferences_pkey' })
  userId!: string;

  @Column({ name: 'public_profile', type: 'boolean' })
  publicProfile!: boolean;

  /** The revision of the settings this row shows; an older event arriving late is ignored. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
