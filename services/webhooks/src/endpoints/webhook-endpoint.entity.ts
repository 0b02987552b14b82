import type { WebhookEventType } from '@boonies/contracts/webhooks';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A registered receiver. Its secrets (`whsec_…`, which sign every attempt) are kept sealed (`SecretBox`:
 * AES-256-GCM under WEBHOOKS_SECRET_KEY, bound to the endpoint's id). After a rotation the previous secret
 * signs beside the current one until `previousSecretExpiresAt`.
 */
@Entity({ name: 'endpoints' })
export class WebhookEndpoint {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'endpoints_pkey' })
  id!: string;

  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ name: 'event_types', type: 'text', array: true })
  eventTypes!: WebhookEventType[];

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  /** Sealed; `SecretBox.open` gives the `whsec_…` secret. */
  @Column({ type: 'text' })
  secret!: string;

  @Column({ name: 'previous_secret', type: 'text', nullable: true })
  previousSecret!: string | null;

  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true })
  previousSecretExpiresAt!: Date | null;

  /** Failed attempts since the last success; the endpoint's deliveries wait until `backoffUntil`. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures!: number;

  @Column({ name: 'backoff_until', type: 'timestamptz', nullable: true })
  backoffUntil!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
