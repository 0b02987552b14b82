import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An event a consumer has handled, recorded in the handler's own transaction so a redelivery changes nothing. */
@Entity({ name: 'inbox' })
export class InboxEventEntity {
  /** The consuming service (the durable consumer's name). */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'inbox_pkey' })
  consumer!: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid', primaryKeyConstraintName: 'inbox_pkey' })
  eventId!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}
