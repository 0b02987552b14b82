import type { PrivacyPreferences } from '@boonies/contracts/policy';
import type {
  AccessibilityPreferences,
  NotificationPreferences,
  PushPreferences,
  Theme,
} from '@boonies/contracts/social';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's saved settings; groups are partial as stored and merged over the defaults when read. */
@Entity({ name: 'preferences' })
@Check('preferences_theme_check', `"theme" IN ('light', 'dark', 'system')`)
export class Preferences {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'jsonb', default: {} })
  notifications!: Partial<NotificationPreferences>;

  @Column({ type: 'jsonb', default: {} })
  push!: Partial<PushPreferences>;

  @Column({ type: 'jsonb', default: {} })
  privacy!: Partial<PrivacyPreferences>;

  @Column({ type: 'jsonb', default: {} })
  accessibility!: Partial<AccessibilityPreferences>;

  @Column({ type: 'varchar', length: 10, nullable: true })
  theme!: Theme | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
