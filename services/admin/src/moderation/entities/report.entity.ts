import type { ReportReason } from '@boonies/contracts/admin';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { ReportCase } from './report-case.entity';

/** One reporter's report inside a case; a reporter reports the same case once (unique case and reporter). */
@Entity({ name: 'reports' })
@Unique('reports_case_reporter_key', ['caseId', 'reporterId'])
@Check(
  'reports_reason',
  `"reason" IN ('spam', 'harassment', 'hate', 'nudity', 'violence', 'impersonation', 'other')`,
)
export class Report {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'reports_pkey' })
  id!: string;

  @Column({ name: 'case_id', type: 'uuid' })
  caseId!: string;

  @ManyToOne(() => ReportCase, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id', foreignKeyConstraintName: 'reports_case_id_fkey' })
  reportCase?: ReportCase;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  @Column({ type: 'text' })
  reason!: ReportReason;

  @Column({ type: 'text', nullable: true })
  details!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
