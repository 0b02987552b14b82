import { REPORT_STATUSES, REPORT_TARGET_TYPES, type ReportTargetType } from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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
