import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../auth/rules';
import type { UserDto } from '../auth/user';
import { PUPPET_LEVEL_MAX, PUPPET_LEVEL_MIN, type PuppetSeed } from './puppet-presets';
import { ApiNote } from '../api-notes';
import { Omittable } from '../omittable';
import type { DateTime, Email, Uuid } from '../formats';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lowercased = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export const ADMIN_USERS_PAGE_MAX = 200;
export const CALENDAR_TITLE_MAX = 100;
export const CALENDAR_LOCATION_MAX = 100;
export const PUPPET_TEXT_MAX = 500;

export const ADMIN_MESSAGES = {
  adminsOnly: 'Admin access required',
  puppetsOnly: 'Only puppet accounts can be assumed',
  notPuppeteer: 'Only admins can assume a puppet identity',
  unknownPreset: 'Only the preset puppets can be initialized',
} as const;

/** A user as the admin panel's Users tab lists them: the whole account plus the admin-only flags. */
export interface AdminUserDto extends UserDto {
  /** A puppet account admins can operate as. */
  isPuppet: boolean;
  /** False once the account is deactivated. */
  isActive: boolean;
  /** While a suspension runs, its end; `null` otherwise. */
  suspendedUntil: DateTime | null;
}

/** `GET /api/admin/users?q`: everyone, or those whose username, name or email contains `q`. */
export class AdminUserQuery {
  @ApiNote({ description: 'Part of a username, display name or email' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  q?: string;

  @ApiNote({ description: 'Default 100' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ADMIN_USERS_PAGE_MAX)
  limit?: number;
}

/** `PATCH /api/admin/users/{id}/trusted` body. */
export class TrustedDto {
  @ApiNote({ description: 'Trusted users’ reactions weigh as much as an admin’s' })
  @IsBoolean()
  trusted!: boolean;
}

/** `rpc.auth.set-user-flags`: verify, unverify, trust or distrust a user (admins). */
export class SetUserFlagsRequest {
  @IsUUID('all', { message: 'id must be a valid user id' })
  id!: string;

  @IsOptional()
  @IsBoolean()
  isVerified?: boolean;

  @IsOptional()
  @IsBoolean()
  isTrusted?: boolean;
}

/** A puppet account as the Puppets tab lists it (the spec's "Puppet account"); the tone stays server-side. */
export interface PuppetDto {
  id: Uuid;
  username: string;
  email: Email;
  bio: string | null;
  location: string | null;
  level: number;
  experience: string;
  isActive: boolean;
}

/** One entry of the initialize body; only the presets' usernames are accepted (their tones live server-side). */
export class PuppetSeedDto implements PuppetSeed {
  @ApiNote({ description: 'One of the ten presets', example: 'concrete_carla' })
  @Transform(lowercased)
  @IsString()
  @MinLength(USERNAME_MIN_LENGTH)
  @MaxLength(USERNAME_MAX_LENGTH)
  @Matches(USERNAME_PATTERN)
  username!: string;

  @Transform(lowercased)
  @IsEmail()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @IsString()
  @MaxLength(PUPPET_TEXT_MAX)
  bio!: string;

  @IsString()
  @MaxLength(100)
  location!: string;

  @IsInt()
  @Min(PUPPET_LEVEL_MIN)
  @Max(PUPPET_LEVEL_MAX)
  level!: number;

  @ApiNote({ example: '14 years' })
  @IsString()
  @MaxLength(100)
  experience!: string;
}

/** `POST /api/admin/puppets/initialize`: the spec's list, or nothing for all ten presets. */
export class InitializePuppetsDto {
  @ApiNote({ description: 'The presets to create; all ten when omitted. A bare JSON array is accepted too.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => PuppetSeedDto)
  puppets?: PuppetSeedDto[];
}

export interface InitializedPuppetsDto {
  /** How many accounts this call created; 0 when every preset existed already. */
  created: number;
  puppets: PuppetDto[];
}

/** `rpc.auth.assume-puppet`. */
export class AssumePuppetRequest {
  @IsUUID('all', { message: 'puppetId must be a valid user id' })
  puppetId!: string;
}

/** One entry of the park's calendar ("Upcoming Events" in the sidebar). */
export interface CalendarEventDto {
  id: Uuid;
  title: string;
  /** ISO 8601. */
  date: DateTime;
  location: string;
}

export const CALENDAR_SCOPES = ['upcoming', 'all'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/** `GET /api/events`: upcoming events, soonest first; `scope=all` adds past ones after them (admins' view). */
export class CalendarQuery {
  @ApiNote({ description: '`upcoming` (default) or `all`, past events after the upcoming ones' })
  @IsOptional()
  @IsIn(CALENDAR_SCOPES, { message: `scope must be one of ${CALENDAR_SCOPES.join(', ')}` })
  scope?: CalendarScope;
}

/** `POST /api/admin/events`. */
export class CreateCalendarEventDto {
  @ApiNote({ example: 'Boonies Best Trick Jam' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(CALENDAR_TITLE_MAX)
  title!: string;

  @ApiNote({ description: 'ISO 8601, e.g. 2026-06-20T14:00:00Z' })
  @IsISO8601({ strict: true }, { message: 'date must be an ISO 8601 date' })
  date!: string;

  @ApiNote({ example: 'The Boonies, main bowl' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'location is required' })
  @MaxLength(CALENDAR_LOCATION_MAX)
  location!: string;
}

/** `PATCH /api/admin/events/{id}`: any subset of the fields, none of them `null`. */
export class UpdateCalendarEventDto {
  @Omittable()
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(CALENDAR_TITLE_MAX)
  title?: string;

  @ApiNote({ description: 'ISO 8601' })
  @Omittable()
  @IsISO8601({ strict: true }, { message: 'date must be an ISO 8601 date' })
  date?: string;

  @Omittable()
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'location must not be empty' })
  @MaxLength(CALENDAR_LOCATION_MAX)
  location?: string;
}

export class CalendarEventIdParam {
  @IsUUID('all', { message: 'id must be a valid event id' })
  id!: string;
}

/** `rpc.admin.update-event`: the id from the path with the body's changes. */
export class UpdateCalendarEventRequest extends UpdateCalendarEventDto {
  @IsUUID('all', { message: 'id must be a valid event id' })
  id!: string;
}

export interface DeletedCalendarEventDto {
  deleted: true;
  id: Uuid;
}
