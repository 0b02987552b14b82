import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The switches this service enforces, from `events.social.preferences-changed`. A user without a row has
 * the defaults (`DEFAULT_PREFERENCES`): everything on.
 */
@Entity({ name: 'preferences' })
export class Preference {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'preferences_pkey' })
  userId!: string;

  @Column({ name: 'allow_messages', type: 'boolean' })
  allowMessages!: boolean;

  @Column({ name: 'notify_posts', type: 'boolean' })
  notifyPosts!: boolean;

  @Column({ name: 'notify_messages', type: 'boolean' })
  notifyMessages!: boolean;

  /** Notifications of someone's `@username` of the user; on until they turn it off. */
  @Column({ name: 'notify_mentions', type: 'boolean', default: true })
  notifyMentions!: boolean;

  @Column({ name: 'notify_verifications', type: 'boolean' })
  notifyVerifications!: boolean;

  @Column({ name: 'notify_sponsorships', type: 'boolean' })
  notifySponsorships!: boolean;

  /** Off: the user's readers hear nothing of their reading, and they hear nothing of their readers'. */
  @Column({ name: 'read_receipts', type: 'boolean', default: true })
  readReceipts!: boolean;

  /** Which notifications also reach the user's subscribed phones (on unless switched off). */
  @Column({ name: 'push_games', type: 'boolean', default: true })
  pushGames!: boolean;

  @Column({ name: 'push_messages', type: 'boolean', default: true })
  pushMessages!: boolean;

  @Column({ name: 'push_replies', type: 'boolean', default: true })
  pushReplies!: boolean;

  @Column({ name: 'push_verifications', type: 'boolean', default: true })
  pushVerifications!: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
