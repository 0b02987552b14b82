// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { PartialType } from '@nestjs/mapped-types';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { LEADERBOARD_FILTERS, MAX_TRICK_ALIASES, TRICK_ID_PATTERN, type LeaderboardFilter } from './rules';
import { MAX_TRICK_POINTS, MIN_TRICK_POINTS } from './scoring';
import { ApiNote, ApiNotesFrom } from '../common/api-notes';
import { PublicLink } from '../links/public-link.validator';
import type { DateTime, Uri, Uuid } from '../common/formats';

/** A catalogue entry as the API returns it (`GET /api/tricks`, `GET /api/tricks/{id}`). */
export interface TrickDto {
  /** Slug with a family prefix: `fund-4`, `man-1`, `sg-3`, `trans-1`. */
  id: string;
  name: string;
  /** Other names in common use ("Tre Flip" for the 360 flip); every trick search matches them too. */
  aliases: string[];
  category: string;
  /** One of ${DIFFICULTY_LABELS.join(', ')}. */
  difficulty: string;
  /** The trick its fakie, switch and nollie versions share. */
  baseTrick: string;
  stance: 'regular' | 'fakie' | 'switch' | 'nollie';
  description: string;
  videoUrl: Uri | null;
  /** Ids of the tricks to learn first. */
  prerequisites: string[];
  setup: string[];
  steps: string[];
  commonMistakes: string[];
  proTips: string[];
  /** The trick's worth, resolved: its own points or the difficulty default. */
  points: number;
}

/** What the tracker's list and map show of a trick: the catalogue without its guide. */
export const TRICK_SUMMARY_FIELDS = [
  'id',
  'name',
  'aliases',
  'category',
  'difficulty',
  'prerequisites',
  'points',
] as const satisfies readonly (keyof TrickDto)[];

/**
 * `GET /api/tricks/summaries`: a catalogue entry without its guide (description, steps, tips, video), a
 * tenth of the whole catalogue's bytes, for the screens that list tricks.
 */
export type TrickSummaryDto = Pick<TrickDto, (typeof TRICK_SUMMARY_FIELDS)[number]>;

/** `GET /api/tricks/trending`: the tricks tagged by the most posts in the last 30 days. */
export interface TrendingTrickDto {
  id: string;
  name: string;
  /** Posts tagging the trick in the last 30 days. */
  count: number;
}

/** `GET /api/progress/{userId}`: one row per trick the user has touched. */
export interface ProgressDto {
  trickId: string;
  learned: boolean;
  /** Verified tricks count toward the public score and cannot be unchecked. */
  verified: boolean;
  learnedAt: DateTime | null;
}

/** A progress record with whose it is, as the admin progress routes list and set it. */
export interface OwnedProgressDto extends ProgressDto {
  userId: Uuid;
}

/** `DELETE /api/progress/{userId}`: how many progress records were removed. */
export interface RemovedProgressDto {
  /** Progress records removed. */
  removed: number;
}

/** A user's standing, recomputed from facts on every change. */
export interface ScoreDto {
  userId: Uuid;
  /** Σ points of learned tricks. */
  privateScore: number;
  /** Σ points of learned and verified tricks: what the leaderboard ranks. */
  publicScore: number;
  learnedCount: number;
  verifiedCount: number;
  /** floor(publicScore / 100) + 1. */
  level: number;
  levelName: string;
  /** Points earned inside the current level (of 100). */
  pointsInLevel: number;
}

/** `GET /api/leaderboard`: ranked from 1 by public score. */
export interface LeaderboardEntryDto {
  /** Position from 1. */
  rank: number;
  id: Uuid;
  username: string;
  displayName: string | null;
  /** The account's profile picture (`profilePicture` everywhere else); the API names it so. */
  avatarUrl: string | null;
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
  /** Always false: brand accounts are not ranked. */
  isBrand: boolean;
  /** Public score: points of learned and verified tricks. */
  score: number;
  level: number;
  levelName: string;
}

/** `GET /api/admin/unverified-tricks`: learned but not yet verified, oldest first. */
export interface UnverifiedTrickDto {
  /** The progress record's id, used by the verify call. */
  id: Uuid;
  userId: Uuid;
  username: string;
  trickId: string;
  trickName: string;
  points: number;
  learnedAt: DateTime | null;
}

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLines = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((line) => (typeof line === 'string' ? line.trim() : line)).filter((line) => line !== '')
    : value;

export class TrickIdParam {
  @IsString()
  @Matches(TRICK_ID_PATTERN, { message: 'Unknown trick id' })
  @MaxLength(40)
  id!: string;
}

export class UserIdParam {
  @IsUUID('all', { message: 'userId must be a valid id' })
  userId!: string;
}

/** A query string's switch: `true`/`1` and `false`/`0`; anything else is left for the validator to refuse. */
const queryBoolean = (value: unknown): unknown =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;

export class LeaderboardQuery {
  @ApiNote({
    description:
      'Sponsored: pro, amateur or flow. Am excludes pros; Flow excludes pros and amateurs; Unsponsored has none.',
  })
  @IsOptional()
  @IsIn(LEADERBOARD_FILTERS, { message: `filter must be one of ${LEADERBOARD_FILTERS.join(', ')}` })
  filter?: LeaderboardFilter;

  @ApiNote({
    description:
      'Leave out skaters with no verified points yet (`true`/`1`); without it they are listed last',
  })
  @IsOptional()
  @Transform(({ value }) => queryBoolean(value))
  @IsBoolean({ message: 'hideUnscored must be true or false' })
  hideUnscored?: boolean;
}

/** `PUT /api/progress/{userId}/{trickId}` body. */
export class SetLearnedDto {
  @IsBoolean()
  learned!: boolean;
}

/** `POST /api/user-progress`: admins may also set `verified`; users only `learned`, on their own. */
export class UserProgressDto {
  @IsUUID('all', { message: 'userId must be a valid id' })
  userId!: string;

  @ApiNote({ example: 'man-1' })
  @IsString()
  @Matches(TRICK_ID_PATTERN, { message: 'Unknown trick id' })
  trickId!: string;

  @IsBoolean()
  learned!: boolean;

  @ApiNote({ description: 'Admins only' })
  @IsOptional()
  @IsBoolean()
  verified?: boolean;
}

export class UserProgressQuery {
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a valid id' })
  userId?: string;
}

/** An optional list of lines (setup, steps, tips): trimmed, blank lines dropped, each line bounded. */
function TextLines(maxLines: number): PropertyDecorator {
  const rules = [
    ApiNote({ description: 'One item per line; blank ones dropped' }),
    IsOptional(),
    Transform(trimLines),
    IsArray(),
    ArrayMaxSize(maxLines),
    IsString({ each: true }),
    MaxLength(500, { each: true }),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

/** Fields an admin writes when adding or editing a trick (spec 02 §5, §7, §9). */
class TrickFieldsDto {
  @ApiNote({ example: 'Kickflip' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter a trick name, select a category and difficulty' })
  @MaxLength(80)
  name!: string;

  /** Other names the trick goes by; searches find it by them. */
  @ApiNote({ description: 'Other names the trick goes by; blank ones dropped', example: ['Flip'] })
  @IsOptional()
  @Transform(trimLines)
  @IsArray()
  @ArrayMaxSize(MAX_TRICK_ALIASES)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  aliases?: string[];

  @ApiNote({ example: 'flip-tricks' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter a trick name, select a category and difficulty' })
  @MaxLength(40)
  category!: string;

  /** A label (Beginner … Elite) or a number 1–5. */
  @ApiNote({
    description: 'Beginner, Intermediate, Advanced, Expert or Elite (any case), or 1-5',
    example: 'Intermediate',
  })
  @Transform(({ value }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  )
  @IsString()
  @Matches(/^(beginner|intermediate|advanced|expert|elite|[1-5])$/i, {
    message: 'Difficulty must be Beginner, Intermediate, Advanced, Expert or Elite (or 1-5)',
  })
  difficulty!: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2000)
  description?: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== '' && value !== null)
  @PublicLink()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { message: 'Video URL must be an http(s) link' },
  )
  @MaxLength(500)
  videoUrl?: string | null;

  @ApiNote({ example: ['fund-4'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @Matches(TRICK_ID_PATTERN, { each: true, message: 'Unknown prerequisite trick id' })
  prerequisites?: string[];

  @ApiNote({ description: "The trick's own worth; without it, its difficulty's" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Points must be a whole number from 1 to 100' })
  @Min(MIN_TRICK_POINTS, { message: 'Points must be a whole number from 1 to 100' })
  @Max(MAX_TRICK_POINTS, { message: 'Points must be a whole number from 1 to 100' })
  points?: number;

  @TextLines(20)
  setup?: string[];

  @TextLines(30)
  steps?: string[];

  @TextLines(20)
  commonMistakes?: string[];

  @TextLines(20)
  proTips?: string[];

  /** The original app's free-text tips; kept as pro tips. */
  @ApiNote({ description: 'Free-text tips, kept as pro tips (one per line)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2000)
  tips?: string;
}

/** `POST /api/tricks` (admin). */
export class CreateTrickDto extends TrickFieldsDto {}

/** `PATCH /api/tricks/{id}` (admin): any subset of the fields. */
@ApiNotesFrom(TrickFieldsDto)
export class UpdateTrickDto extends PartialType(TrickFieldsDto) {}

/** What the gateway sends for `PATCH /api/tricks/{id}`: the id from the path plus the changes. */
export class UpdateTrickRequest extends UpdateTrickDto {
  @IsString()
  @Matches(TRICK_ID_PATTERN, { message: 'Unknown trick id' })
  id!: string;
}

/** What the gateway sends for `PUT /api/progress/{userId}/{trickId}`. */
export class SetLearnedRequest extends SetLearnedDto {
  @IsUUID('all', { message: 'userId must be a valid id' })
  userId!: string;

  @IsString()
  @Matches(TRICK_ID_PATTERN, { message: 'Unknown trick id' })
  trickId!: string;
}

/** `PUT /api/progress/{userId}/{trickId}`: the record's owner and trick, from the path. */
export class UserTrickParams {
  @IsUUID('all', { message: 'userId must be a valid id' })
  userId!: string;

  @IsString()
  @Matches(TRICK_ID_PATTERN, { message: 'Unknown trick id' })
  @MaxLength(40)
  trickId!: string;
}

export class ProgressIdParam {
  @IsUUID('all', { message: 'id must be a valid id' })
  id!: string;
}

/** The whole catalogue with a version that changes whenever an entry does (the HTTP ETag). */
export interface CatalogueDto {
  version: string;
  tricks: TrickDto[];
}

/** The catalogue's current version alone: lets the gateway answer 304 or reuse its copy without the body. */
export interface CatalogueVersionDto {
  version: string;
}
