import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A `auth.user-registered` event as this service received it: its id, what it is about and when. */
@Entity({ name: 'user_registered_events' })
export class UserRegisteredEvent {
  @PrimaryColumn({ name: 'event_id', type: 'uuid', primaryKeyConstraintName: 'user_registered_events_pkey' })
  eventId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;
}
