import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CalendarEvent } from './calendar-event.entity';

/**
 * A reminder sent: one per event and skater, written in the transaction that publishes it, so a restart or
 * a second replica never sends it twice.
 */
@Entity({ name: 'event_reminders' })
export class EventReminder {
  @PrimaryColumn({ name: 'event_id', type: 'uuid', primaryKeyConstraintName: 'event_reminders_pkey' })
  eventId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'event_reminders_pkey' })
  userId!: string;

  @ManyToOne(() => CalendarEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'event_reminders_event_id_fkey' })
  event?: CalendarEvent;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
