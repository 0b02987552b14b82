import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A moderator's warning (`admin.user-warned`), one per case: recent ones lower a skater's standing. */
@Entity({ name: 'warnings' })
@Index('warnings_user_idx', ['userId', 'warnedAt'])
export class Warning {
  @PrimaryColumn({ name: 'case_id', type: 'uuid', primaryKeyConstraintName: 'warnings_pkey' })
  caseId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'warned_at', type: 'timestamptz' })
  warnedAt!: Date;
}
