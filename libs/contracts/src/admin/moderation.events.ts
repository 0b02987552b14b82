import { ArrayMaxSize, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  MODERATION_ACTIONS,
  REPORT_TARGET_TYPES,
  type ModerationAction,
  type ReportTargetType,
} from './moderation-rules';

/** `events.admin.user-warned.v1`: a moderator warned the author of reported content; they get a notification. */
export class UserWarnedV1 {
  @IsUUID()
  userId!: string;

  @IsUUID()
  caseId!: string;

  @IsIn(REPORT_TARGET_TYPES)
  targetType!: ReportTargetType;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

/** `events.admin.report-resolved.v1`: a case was closed; each reporter is told the outcome. */
export class ReportResolvedV1 {
  @IsUUID()
  caseId!: string;

  @IsIn(REPORT_TARGET_TYPES)
  targetType!: ReportTargetType;

  @IsUUID()
  targetId!: string;

  @IsIn(MODERATION_ACTIONS)
  action!: ModerationAction;

  @IsUUID('all', { each: true })
  @ArrayMaxSize(10_000)
  reporterIds!: string[];
}

/** `events.admin.report-filed.v1`: someone reported content; a reported trick video goes to verification review. */
export class ReportFiledV1 {
  @IsUUID()
  reportId!: string;

  @IsUUID()
  caseId!: string;

  @IsIn(REPORT_TARGET_TYPES)
  targetType!: ReportTargetType;

  @IsUUID()
  targetId!: string;

  @IsUUID()
  reporterId!: string;
}
