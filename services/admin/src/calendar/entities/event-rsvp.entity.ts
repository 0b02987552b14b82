import type { RsvpStatus } from '@boonies/contracts/admin';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { CalendarEvent } from './calendar-event.entity';

/** A skater's answer to an event; clearing it deletes the row, and removing the event removes them all. */
@Entity({ name: 'event_rsvps' })
@Check('event_rsvps_status_check', `"status" IN ('going', 'maybe')`)
@Index('event_rsvps_user_idx', ['userId'])
export class EventRsvp {
  @PrimaryColumn({ name: 'event_id', type: 'uuid', primaryKeyConstraintName: 'event_rsvps_pkey' })
  eventId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'event_rsvps_pkey' })
  userId!: string;

  @ManyToOne(() => CalendarEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'event_rsvps_event_id_fkey' })
  event?: CalendarEvent;

  @Column({ type: 'varchar', length: 10 })
  status!: RsvpStatus;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
