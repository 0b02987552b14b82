// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

import {
  REPORT_TARGET_TYPES,
  type ReportTargetType,
  REPORT_REASONS,
  type ReportReason,
  REPORT_DETAILS_MAX,
  REPORT_NOTE_MAX,
  REPORT_PAGE_MAX,
  REPORT_STATUSES,
  type ReportStatus,
  REPORT_SORTS,
  type ReportSort,
  MODERATION_ACTIONS,
  type ModerationAction,
} from './moderation-rules';
import { SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN } from '../auth/suspension-rules';
import { ApiNote } from '../common/api-notes';
import type { DateTime, Uuid } from '../common/formats';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/reports`: what is reported and why. */
export class CreateReportDto {
  @IsIn(REPORT_TARGET_TYPES)
  targetType!: ReportTargetType;

  @ApiNote({ description: "The post's, reply's, message's or user's id" })
  @IsUUID('all', { message: 'targetId must be a valid id' })
  targetId!: string;

  @IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(REPORT_DETAILS_MAX)
  details?: string;
}

/** The content as the reporter saw it when reporting: its author, words and media. */
export class ReportedContentDto {
  @IsUUID()
  authorId!: string;

  @IsString()
  @MaxLength(100)
  authorUsername!: string;

  @IsString()
  @MaxLength(5000)
  text!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  imageUrl?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  videoUrl?: string | null;

  /** For a reply: the thread's top post, for context. */
  @IsOptional()
  @ValidateNested()
  @Type(() => ReportedContentDto)
  thread?: ReportedContentDto | null;

  /** For a message: who it was sent to. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  recipientUsername?: string | null;
}

/** `rpc.admin.file-report`: the gateway's report, with the content it fetched as the reporter. */
export class FileReportRequest extends CreateReportDto {
  @ValidateNested()
  @Type(() => ReportedContentDto)
  content!: ReportedContentDto;
}

export interface ReportFiledDto {
  reported: true;
  caseId: Uuid;
}

/** `GET /api/admin/reports`. */
export class AdminReportQuery {
  @ApiNote({ description: 'Default open' })
  @IsOptional()
  @IsIn(REPORT_STATUSES)
  status?: ReportStatus;

  @ApiNote({ description: 'Default newest' })
  @IsOptional()
  @IsIn(REPORT_SORTS)
  sort?: ReportSort;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(REPORT_PAGE_MAX)
  limit?: number;
}

export class ReportCaseIdParam {
  @IsUUID('all', { message: 'id must be a valid report id' })
  id!: string;
}

/** `POST /api/admin/reports/{id}/resolve`. */
export class ResolveReportDto {
  @IsIn(MODERATION_ACTIONS)
  action!: ModerationAction;

  /** Only for `suspend`. */
  @ApiNote({ description: 'For suspend' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(SUSPENSION_DAYS_MIN)
  @Max(SUSPENSION_DAYS_MAX)
  days?: number;

  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(REPORT_NOTE_MAX)
  note?: string;
}

export class ResolveReportRequest extends ResolveReportDto {
  @IsUUID()
  id!: string;
}

/** One reporter's report inside a case. */
export interface ReportEntryDto {
  reporterId: string;
  reporterUsername: string | null;
  reason: ReportReason;
  details: string | null;
  createdAt: string;
}

/** One piece of reported content with every report on it, as the Moderation tab shows it. */
export interface ReportCaseDto {
  id: Uuid;
  targetType: ReportTargetType;
  targetId: Uuid;
  status: ReportStatus;
  /** Distinct reporters: reporting the same thing twice counts once. */
  reportCount: number;
  /** Each reason with how many reporters gave it. */
  reasons: { reason: ReportReason; count: number }[];
  /** Every report: reporter, reason, details, time. */
  reports: ReportEntryDto[];
  content: ReportedContentDto;
  firstReportedAt: DateTime;
  lastReportedAt: DateTime;
  resolution: {
    action: ModerationAction;
    note: string | null;
    days: number | null;
    resolvedAt: string;
    resolvedBy: string | null;
  } | null;
}

export interface ReportCasePageDto {
  cases: ReportCaseDto[];
  nextCursor: string | null;
}
