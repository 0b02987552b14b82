import {
  DIFFICULTY_LABELS,
  MAX_TRICK_POINTS,
  MIN_TRICK_POINTS,
  TRICK_SUMMARY_FIELDS,
  type TrendingTrickDto,
  type TrickDto,
  type TrickSummaryDto,
} from '@boonies/contracts';
import { ApiProperty, PickType } from '@nestjs/swagger';

const TRICK_ID_EXAMPLE = 'man-1';

/** OpenAPI description of a catalogue entry (`TrickDto`); `implements` keeps the two in step. */
export class TrickModel implements TrickDto {
  @ApiProperty({ example: TRICK_ID_EXAMPLE, description: 'Slug with a family prefix' })
  id!: string;

  @ApiProperty({ example: 'Manual' })
  name!: string;

  @ApiProperty({
    type: [String],
    example: ['Wheelie', 'Manny'],
    description: 'Other names in common use; every trick search matches them too',
  })
  aliases!: string[];

  @ApiProperty({ example: 'fundamentals' })
  category!: string;

  @ApiProperty({ example: 'Beginner', description: `One of ${DIFFICULTY_LABELS.join(', ')}` })
  difficulty!: string;

  @ApiProperty({ example: 'manual', description: 'The trick its fakie, switch and nollie versions share' })
  baseTrick!: string;

  @ApiProperty({ enum: ['regular', 'fakie', 'switch', 'nollie'] })
  stance!: TrickDto['stance'];

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  videoUrl!: string | null;

  @ApiProperty({ type: [String], example: ['fund-4'], description: 'Ids of the tricks to learn first' })
  prerequisites!: string[];

  @ApiProperty({ type: [String] })
  setup!: string[];

  @ApiProperty({ type: [String] })
  steps!: string[];

  @ApiProperty({ type: [String] })
  commonMistakes!: string[];

  @ApiProperty({ type: [String] })
  proTips!: string[];

  @ApiProperty({
    minimum: MIN_TRICK_POINTS,
    maximum: MAX_TRICK_POINTS,
    example: 10,
    description: "The trick's worth: its own points, or its difficulty's",
  })
  points!: number;
}

/** OpenAPI description of a catalogue entry without its guide (`TrickSummaryDto`). */
export class TrickSummaryModel
  extends PickType(TrickModel, TRICK_SUMMARY_FIELDS)
  implements TrickSummaryDto {}

export class TrendingTrickModel implements TrendingTrickDto {
  @ApiProperty({ example: TRICK_ID_EXAMPLE })
  id!: string;

  @ApiProperty({ example: 'Manual' })
  name!: string;

  @ApiProperty({ example: 12, description: 'Posts tagging the trick in the last 30 days' })
  count!: number;
}
