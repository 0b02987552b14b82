import { Column, Entity, Generated, Index, PrimaryColumn } from 'typeorm';

/** An event written in the same transaction as the change it reports, waiting for the relay to publish it. */
@Entity({ name: 'outbox' })
@Index('outbox_unpublished_idx', ['sequence'], { where: '"published_at" IS NULL' })
export class OutboxEventEntity {
  /** The JetStream `Nats-Msg-Id`: the envelope id, or an id of its own for an audit copy. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'outbox_pkey' })
  id!: string;

  /** Publishing order. A bigint, so TypeORM reads it as a string. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  sequence!: string;

  /** The subject the event is published on: its own, or its audit subject. */
  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'jsonb' })
  envelope!: object;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** Set once JetStream has acknowledged the event. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /** Publish attempts so far, failed ones included. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;
}
