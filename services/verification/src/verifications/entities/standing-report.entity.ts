import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A report of a post by a reporter with standing (`admin.report-filed`), kept until its case is dismissed
 * (`admin.report-resolved`): while one remains, the post's verifications stay contested. A report upheld
 * by the moderators stays, leaving the verifications to the admins' review.
 */
@Entity({ name: 'standing_reports' })
export class StandingReport {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'standing_reports_pkey' })
  postId!: string;

  @PrimaryColumn({ name: 'report_id', type: 'uuid', primaryKeyConstraintName: 'standing_reports_pkey' })
  reportId!: string;

  /** The moderation case the report is in: the case is what moderators dismiss. */
  @Column({ name: 'case_id', type: 'uuid' })
  caseId!: string;
}
