import {
  LEADERBOARD_FILTERS,
  MAX_TRICK_ALIASES,
  MAX_TRICK_POINTS,
  MIN_TRICK_POINTS,
  type CreateTrickDto,
  type SetLearnedDto,
  type UserProgressDto,
} from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions, PartialType } from '@nestjs/swagger';

const TRICK_ID_PATTERN = '^[a-z][a-z0-9]*-\\d+$';
const lines = (maxItems: number): ApiPropertyOptions => ({
  type: [String],
  maxItems,
  description: 'One item per line; blank ones dropped',
});

/**
 * OpenAPI descriptions of the tricks request bodies. Validation uses the contracts' classes; these repeat
 * their rules, and `implements` keeps the fields in step.
 */
export class CreateTrickModel implements CreateTrickDto {
  @ApiProperty({ maxLength: 80, example: 'Kickflip' })
  name!: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_TRICK_ALIASES,
    example: ['Flip'],
    description: 'Other names the trick goes by, each at most 80 characters; blank ones dropped',
  })
  aliases?: string[];

  @ApiProperty({ maxLength: 40, example: 'flip-tricks' })
  category!: string;

  @ApiProperty({
    example: 'Intermediate',
    description: 'Beginner, Intermediate, Advanced, Expert or Elite (any case), or 1-5',
  })
  difficulty!: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  description?: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: 500 })
  videoUrl?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: 20, example: ['fund-4'], pattern: TRICK_ID_PATTERN })
  prerequisites?: string[];

  @ApiPropertyOptional({
    minimum: MIN_TRICK_POINTS,
    maximum: MAX_TRICK_POINTS,
    description: "The trick's own worth; without it, its difficulty's",
  })
  points?: number;

  @ApiPropertyOptional(lines(20))
  setup?: string[];

  @ApiPropertyOptional(lines(30))
  steps?: string[];

  @ApiPropertyOptional(lines(20))
  commonMistakes?: string[];

  @ApiPropertyOptional(lines(20))
  proTips?: string[];

  @ApiPropertyOptional({ maxLength: 2000, description: 'Free-text tips, kept as pro tips (one per line)' })
  tips?: string;
}

export class UpdateTrickModel extends PartialType(CreateTrickModel) {}

export class SetLearnedModel implements SetLearnedDto {
  @ApiProperty()
  learned!: boolean;
}

export class UserProgressModel implements UserProgressDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: 'man-1', pattern: TRICK_ID_PATTERN })
  trickId!: string;

  @ApiProperty()
  learned!: boolean;

  @ApiPropertyOptional({ description: 'Admins only' })
  verified?: boolean;
}

export const LEADERBOARD_FILTER_QUERY = {
  name: 'filter',
  required: false,
  enum: LEADERBOARD_FILTERS,
  description:
    'Sponsored: pro, amateur or flow. Am excludes pros; Flow excludes pros and amateurs; Unsponsored has none.',
} as const;
