// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { EMAIL_MAX_LENGTH } from './rules';
import { SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN, SUSPENSION_REASON_MAX } from './suspension-rules';
import type { UserDto } from './user';
import { ApiNote } from '../common/api-notes';
import type { DateTime } from '../common/formats';

/*
 * The admin panel's Users tab: the auth service keeps the accounts, so it answers these requests
 * (`rpc.auth.admin-users`, `set-user-flags`, `suspend-user`) whoever asks.
 */

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const ADMIN_USERS_PAGE_MAX = 200;

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

/** `POST /api/admin/users/{id}/suspend`. */
export class SuspendUserDto {
  @Type(() => Number)
  @IsInt()
  @Min(SUSPENSION_DAYS_MIN)
  @Max(SUSPENSION_DAYS_MAX)
  days!: number;

  @Transform(trimmed)
  @IsString()
  @MinLength(1)
  @MaxLength(SUSPENSION_REASON_MAX)
  reason!: string;
}

export class SuspendUserRequest extends SuspendUserDto {
  @IsUUID('all', { message: 'id must be a valid user id' })
  id!: string;
}
