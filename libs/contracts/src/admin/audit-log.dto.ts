// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { USERNAME_MAX_LENGTH, USERNAME_PATTERN } from '../account/username-rules';
import type { ActionTargetType } from '../events/envelope';
import { AUDIT_ACTIONS, AUDIT_MODES, AUDIT_PAGE_MAX, type AuditMode } from './audit-log-rules';
import { ApiNote } from '../common/api-notes';
import type { DateTime, Uuid } from '../common/formats';

const lowercased = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/^@/, '').toLowerCase() : value;

/**
 * `GET /api/admin/audit-log`: newest first, a page at a time; `before` is the previous page's `nextCursor`.
 * The filters narrow it down and combine; a cursor belongs to the filters it was given with.
 */
export class AuditLogQuery {
  @ApiNote({ description: "The previous page's `nextCursor`" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  before?: string;

  @ApiNote({ description: 'Default 50' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(AUDIT_PAGE_MAX)
  limit?: number;

  /** The real person who acted, by username. */
  @ApiNote({ description: 'The real person who acted, by username' })
  @IsOptional()
  @Transform(lowercased)
  @IsString()
  @MaxLength(USERNAME_MAX_LENGTH)
  @Matches(USERNAME_PATTERN, { message: 'actor must be a username' })
  actor?: string;

  /** Whose things were touched (or the user acted on), by username. */
  @ApiNote({ description: 'Whose things were acted on (or the user acted on), by username' })
  @IsOptional()
  @Transform(lowercased)
  @IsString()
  @MaxLength(USERNAME_MAX_LENGTH)
  @Matches(USERNAME_PATTERN, { message: 'targetUser must be a username' })
  targetUser?: string;

  @ApiNote({ description: 'One kind of action' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'action must be a known action type' })
  action?: string;

  @ApiNote({ description: 'As a puppet, or as themselves' })
  @IsOptional()
  @IsIn(AUDIT_MODES, { message: `mode must be one of ${AUDIT_MODES.join(', ')}` })
  mode?: AuditMode;

  /** Entries at or after this moment. */
  @ApiNote({ description: 'ISO 8601: entries at or after' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date' })
  from?: string;

  /** Entries before this moment. */
  @ApiNote({ description: 'ISO 8601: entries before' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date' })
  to?: string;
}

/** Someone an audit entry names; the username is null until the admin service has heard of the account. */
export interface AuditPersonDto {
  id: Uuid;
  username: string | null;
}

/** What an entry's action touched, and whose it is (`null` for what no one owns, like the catalogue). */
export interface AuditTargetDto {
  type: ActionTargetType;
  /** A post, message or user id; `userId/trickId` for one progress record. */
  id: string;
  /** Whose it is; null for the catalogue. */
  owner: AuditPersonDto | null;
}

/** Who did what, when, and as whom. */
export interface AuditEntryDto {
  id: Uuid;
  /** The event type behind the entry, e.g. `posts.post-created`, or `admin.calendar-event-created`. */
  action: string;
  summary: string;
  /** The id of what was acted on (a post, a message, a user, an event…), when there is one. */
  subjectId: string | null;
  /** What was acted on, its kind and owner, when the entry knows them. */
  target: AuditTargetDto | null;
  /** `puppet` when the actor operated a puppet account, `self` when they used admin power as themselves. */
  mode: AuditMode;
  /** The real person: the admin when acting as a puppet. */
  actor: AuditPersonDto | null;
  /** The puppet the actor operated as, if any. */
  actingAs: AuditPersonDto | null;
  occurredAt: DateTime;
  correlationId: string;
}

export interface AuditPageDto {
  entries: AuditEntryDto[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}
