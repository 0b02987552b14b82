import {
  ArrayMaxSize,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import {
  MODERATION_ACTIONS,
  REPORT_TARGET_TYPES,
  SUSPENSION_REASON_MAX,
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

/** `events.auth.user-suspended.v1`: an admin suspended an account or lifted its suspension (audited). */
export class UserSuspensionChangedV1 {
  @IsUUID()
  userId!: string;

  @IsString()
  @MaxLength(30)
  username!: string;

  /** The end of the suspension; `null` when it was lifted. */
  @IsOptional()
  @IsISO8601()
  suspendedUntil!: string | null;

  @IsOptional()
  @IsInt()
  days?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(SUSPENSION_REASON_MAX)
  reason?: string | null;
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
