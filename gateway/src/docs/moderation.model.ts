import {
  MODERATION_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_NOTE_MAX,
  REPORT_PAGE_MAX,
  REPORT_REASONS,
  REPORT_SORTS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  SUSPENSION_DAYS_MAX,
  SUSPENSION_DAYS_MIN,
  SUSPENSION_REASON_MAX,
  type ModerationAction,
  type ReportReason,
  type ReportTargetType,
} from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional, type ApiQueryOptions } from '@nestjs/swagger';

export class CreateReportModel {
  @ApiProperty({ enum: REPORT_TARGET_TYPES })
  targetType!: ReportTargetType;

  @ApiProperty({ format: 'uuid', description: "The post's, reply's, message's or user's id" })
  targetId!: string;

  @ApiProperty({ enum: REPORT_REASONS })
  reason!: ReportReason;

  @ApiPropertyOptional({ maxLength: REPORT_DETAILS_MAX })
  details?: string;
}

export class ReportFiledModel {
  @ApiProperty({ enum: [true] })
  reported!: true;

  @ApiProperty({ format: 'uuid' })
  caseId!: string;
}

export class ReportedContentModel {
  @ApiProperty({ format: 'uuid' })
  authorId!: string;

  @ApiProperty()
  authorUsername!: string;

  @ApiProperty()
  text!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  imageUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  videoUrl?: string | null;

  @ApiPropertyOptional({ type: ReportedContentModel, nullable: true, description: "A reply's top post" })
  thread?: ReportedContentModel | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "A message's recipient" })
  recipientUsername?: string | null;
}

export class ReportCaseModel {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: REPORT_TARGET_TYPES })
  targetType!: ReportTargetType;

  @ApiProperty({ format: 'uuid' })
  targetId!: string;

  @ApiProperty({ enum: REPORT_STATUSES })
  status!: string;

  @ApiProperty({ description: 'Distinct reporters' })
  reportCount!: number;

  @ApiProperty({
    description: 'Each reason with how many reporters gave it',
    type: 'array',
    items: { type: 'object' },
  })
  reasons!: unknown[];

  @ApiProperty({
    description: 'Every report: reporter, reason, details, time',
    type: 'array',
    items: { type: 'object' },
  })
  reports!: unknown[];

  @ApiProperty({ type: ReportedContentModel })
  content!: ReportedContentModel;

  @ApiProperty({ format: 'date-time' })
  firstReportedAt!: string;

  @ApiProperty({ format: 'date-time' })
  lastReportedAt!: string;

  @ApiProperty({
    type: Object,
    nullable: true,
    description: 'Once resolved: action, note, days, resolvedAt, resolvedBy',
  })
  resolution!: unknown;
}

export class ReportCasePageModel {
  @ApiProperty({ type: [ReportCaseModel] })
  cases!: ReportCaseModel[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class ResolveReportModel {
  @ApiProperty({ enum: MODERATION_ACTIONS })
  action!: ModerationAction;

  @ApiPropertyOptional({
    minimum: SUSPENSION_DAYS_MIN,
    maximum: SUSPENSION_DAYS_MAX,
    description: 'For suspend',
  })
  days?: number;

  @ApiPropertyOptional({ maxLength: REPORT_NOTE_MAX })
  note?: string;
}

export class SuspendUserModel {
  @ApiProperty({ minimum: SUSPENSION_DAYS_MIN, maximum: SUSPENSION_DAYS_MAX })
  days!: number;

  @ApiProperty({ maxLength: SUSPENSION_REASON_MAX })
  reason!: string;
}

export const REPORT_QUERIES: ApiQueryOptions[] = [
  { name: 'status', required: false, enum: REPORT_STATUSES, description: 'Default open' },
  { name: 'sort', required: false, enum: REPORT_SORTS, description: 'Default newest' },
  { name: 'cursor', required: false, type: String },
  { name: 'limit', required: false, type: Number, description: `At most ${REPORT_PAGE_MAX}` },
];
