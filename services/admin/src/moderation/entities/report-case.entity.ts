import type {
  ModerationAction,
  ReportedContentDto,
  ReportStatus,
  ReportTargetType,
} from '@boonies/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One piece of reported content and what moderators did about it. At most one case per content is open
 * (a partial unique index the migration creates); a resolved case stays as the record, and a new report
 * of the same content afterwards opens a new case.
 */
@Entity({ name: 'report_cases' })
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
  @Column({ name: 'report_count', type: 'int' })
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
