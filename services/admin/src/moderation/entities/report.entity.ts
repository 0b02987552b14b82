import type { ReportReason } from '@boonies/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One reporter's report inside a case; a reporter reports the same case once (unique case and reporter). */
@Entity({ name: 'reports' })
export class Report {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'reports_pkey' })
  id!: string;

  @Column({ name: 'case_id', type: 'uuid' })
  caseId!: string;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  @Column({ type: 'text' })
  reason!: ReportReason;

  @Column({ type: 'text', nullable: true })
  details!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
