import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/**
 * A browser's push subscription, for one account on one device (the session it was made in). An endpoint
 * belongs to one account at a time: the next account to subscribe on the device takes it over.
 */
@Entity({ name: 'push_subscriptions' })
@Unique('push_subscriptions_endpoint_key', ['endpoint'])
@Index('push_subscriptions_user_idx', ['userId'])
@Index('push_subscriptions_session_idx', ['sessionId'])
export class PushSubscription {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'push_subscriptions_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The session it was made in: signing out of it removes the subscription. */
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId!: string;

  @Column({ type: 'text' })
  endpoint!: string;

  /** The browser's P-256 public key and auth secret (base64url), which each push is encrypted for. */
  @Column({ type: 'text' })
  p256dh!: string;

  @Column({ type: 'text' })
  auth!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
