import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An event a consumer gave up on: invalid, or its handler failed on every allowed delivery. */
@Entity({ name: 'dead_letters' })
@Index('dead_letters_consumer_created_at_idx', ['consumer', 'createdAt'])
export class DeadLetterEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'dead_letters_pkey' })
  id!: string;

  @Column({ type: 'text' })
  consumer!: string;

  @Column({ type: 'text' })
  subject!: string;

  /** Null when the message was not even a readable envelope. */
  @Column({ name: 'event_id', type: 'uuid', nullable: true })
  eventId!: string | null;

  /** The envelope as received; the raw text, as a JSON string, when it was not JSON. */
  @Column({ type: 'jsonb' })
  envelope!: unknown;

  @Column({ type: 'text' })
  error!: string;

  /** How many times JetStream had delivered the event. */
  @Column({ type: 'integer' })
  deliveries!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
