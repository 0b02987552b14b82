// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsInt,
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
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../account/username-rules';
import { EMAIL_MAX_LENGTH } from './rules';
import { PUPPET_LEVEL_MAX, PUPPET_LEVEL_MIN, type PuppetSeed } from './puppet-presets';
import { ApiNote } from '../common/api-notes';
import type { Email, Uuid } from '../common/formats';

/* Puppet accounts are accounts: the auth service creates them and answers `rpc.auth.puppets` and the rest. */

const lowercased = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export const PUPPET_TEXT_MAX = 500;

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
