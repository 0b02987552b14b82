import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A suspension (`auth.user-suspension-changed` with an end), one per event: recent ones void standing. */
@Entity({ name: 'suspensions' })
@Index('suspensions_user_idx', ['userId', 'suspendedAt'])
export class Suspension {
  @PrimaryColumn({ name: 'event_id', type: 'uuid', primaryKeyConstraintName: 'suspensions_pkey' })
  eventId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'suspended_at', type: 'timestamptz' })
  suspendedAt!: Date;

  @Column({ name: 'suspended_until', type: 'timestamptz' })
  suspendedUntil!: Date;
}
