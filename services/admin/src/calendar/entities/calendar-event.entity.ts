import { CALENDAR_LOCATION_MAX, CALENDAR_TITLE_MAX } from '@boonies/contracts/admin';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An entry of the park's calendar, shown as "Upcoming Events". */
@Entity({ name: 'calendar_events' })
@Index('calendar_events_starts_at_idx', ['startsAt'])
export class CalendarEvent {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'calendar_events_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: CALENDAR_TITLE_MAX })
  title!: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'varchar', length: CALENDAR_LOCATION_MAX })
  location!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
