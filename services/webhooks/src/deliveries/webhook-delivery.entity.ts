import type { PolicyAction } from '@boonies/contracts/policy';
import type { WebhookDeliveryStatus, WebhookPayloadType } from '@boonies/contracts/webhooks';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { WebhookEndpoint } from '../endpoints/webhook-endpoint.entity';

/** Whose things a delivery tells of, and what the policy must allow any member to see of them. */
export interface DeliveryAudience {
  users: { userId: string; action: PolicyAction }[];
  /** The post it shows, which a moderator's hiding withholds. */
  postId: string | null;
}

/**
 * The delivery outbox and its log: one row per endpoint and event, written in the event's transaction. Its id
 * is the `webhook-id` of every attempt. A worker leases a due row (`leasedUntil`) before it sends, so a
 * worker that dies mid-attempt leaves it to be tried again once the lease runs out.
 */
@Entity({ name: 'deliveries' })
@Unique('deliveries_endpoint_event_key', ['endpointId', 'eventId'])
@Check('deliveries_status', `"status" IN ('pending', 'succeeded', 'failed', 'dead', 'withheld')`)
@Index('deliveries_due_idx', ['endpointId', 'nextAttemptAt'], { where: `"status" = 'pending'` })
@Index('deliveries_log_idx', ['endpointId', 'createdAt', 'id'])
@Index('deliveries_finished_idx', ['updatedAt'], { where: `"status" <> 'pending'` })
export class WebhookDelivery {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'deliveries_pkey' })
  id!: string;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId!: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id', foreignKeyConstraintName: 'deliveries_endpoint_fkey' })
  endpoint?: WebhookEndpoint;

  @Column({ name: 'event_type', type: 'text' })
  eventType!: WebhookPayloadType;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  /** The JSON body, sent byte for byte on every attempt. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'jsonb' })
  audience!: DeliveryAudience;

  @Column({ type: 'text' })
  status!: WebhookDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_response_status', type: 'integer', nullable: true })
  lastResponseStatus!: number | null;

  @Column({ name: 'latency_ms', type: 'integer', nullable: true })
  latencyMs!: number | null;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  @Column({ name: 'leased_until', type: 'timestamptz', nullable: true })
  leasedUntil!: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
