import type {
  ModerationAction,
  ReportedContentDto,
  ReportStatus,
  ReportTargetType,
} from '@boonies/contracts/admin';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One piece of reported content and what moderators did about it. At most one case per content is open
 * (a partial unique index the migration creates); a resolved case stays as the record, and a new report
 * of the same content afterwards opens a new case.
 */
@Entity({ name: 'report_cases' })
@Check('report_cases_target_type', `"target_type" IN ('post', 'reply', 'message', 'profile')`)
@Check('report_cases_status', `"status" IN ('open', 'resolved')`)
@Check('report_cases_action', `"resolution_action" IN ('hide', 'warn', 'suspend', 'dismiss')`)
@Index('report_cases_open_content_key', ['contentKind', 'targetId'], {
  unique: true,
  where: `"status" = 'open'`,
})
@Index('report_cases_queue_idx', ['status', 'lastReportedAt', 'id'])
export class ReportCase {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'report_cases_pkey' })
  id!: string;

  @Column({ name: 'target_type', type: 'text' })
  targetType!: ReportTargetType;

  /** `post` for posts and replies (one id space), `message` or `profile`: what the open case is unique in. */
  @Column({ name: 'content_kind', type: 'text' })
  contentKind!: string;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  /** The content as the latest reporter saw it. */
  @Column({ type: 'jsonb' })
  content!: ReportedContentDto;

  @Column({ type: 'text' })
  status!: ReportStatus;

  /** Distinct reporters. */
  @Column({ name: 'report_count', type: 'int', default: 0 })
  reportCount!: number;

  @Column({ name: 'first_reported_at', type: 'timestamptz' })
  firstReportedAt!: Date;

  @Column({ name: 'last_reported_at', type: 'timestamptz' })
  lastReportedAt!: Date;

  @Column({ name: 'resolution_action', type: 'text', nullable: true })
  resolutionAction!: ModerationAction | null;

  @Column({ name: 'resolution_note', type: 'text', nullable: true })
  resolutionNote!: string | null;

  @Column({ name: 'resolution_days', type: 'int', nullable: true })
  resolutionDays!: number | null;

  @Column({ name: 'resolved_by', type: 'uuid', nullable: true })
  resolvedBy!: string | null;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
