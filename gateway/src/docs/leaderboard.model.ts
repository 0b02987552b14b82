import { LEVEL_NAMES, type LeaderboardEntryDto } from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;

/** OpenAPI description of a leaderboard row (`LeaderboardEntryDto`). */
export class LeaderboardEntryModel implements LeaderboardEntryDto {
  @ApiProperty({ example: 1, description: 'Position from 1' })
  rank!: number;

  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty(nullableText)
  displayName!: string | null;

  @ApiProperty(nullableText)
  avatarUrl!: string | null;

  @ApiProperty()
  proStatus!: boolean;

  @ApiProperty()
  amateurStatus!: boolean;

  @ApiProperty()
  flowStatus!: boolean;

  @ApiProperty({ description: 'Always false: brand accounts are not ranked' })
  isBrand!: boolean;

  @ApiProperty({ example: 250, description: 'Public score: points of learned and verified tricks' })
  score!: number;

  @ApiProperty({ minimum: 1, maximum: LEVEL_NAMES.length })
  level!: number;

  @ApiProperty({ enum: LEVEL_NAMES })
  levelName!: string;
}
