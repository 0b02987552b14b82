import {
  SPONSORSHIP_ANSWERS,
  SPONSORSHIP_STATUSES,
  type AnswerSponsorshipDto,
  type RemovedSponsorshipDto,
  type RequestSponsorshipDto,
  type SponsorshipAnswer,
  type SponsorshipAthleteDto,
  type SponsorshipBrandDto,
  type SponsorshipDto,
  type SponsorshipStatus,
} from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional, type ApiQueryOptions } from '@nestjs/swagger';

const picture = { type: String, nullable: true, format: 'uri' } as const;

/** OpenAPI descriptions of sponsorships; `implements` keeps them in step with the contracts. */
export class SponsorshipBrandModel implements SponsorshipBrandDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'boonies-boards' })
  username!: string;

  @ApiProperty(picture)
  profilePicture!: string | null;
}

export class SponsorshipAthleteModel implements SponsorshipAthleteDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty(picture)
  profilePicture!: string | null;

  @ApiProperty()
  proStatus!: boolean;

  @ApiProperty()
  amateurStatus!: boolean;

  @ApiProperty()
  flowStatus!: boolean;
}

export class SponsorshipModel implements SponsorshipDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  brandId!: string;

  @ApiProperty({ format: 'uuid' })
  athleteId!: string;

  @ApiProperty({ enum: SPONSORSHIP_STATUSES })
  status!: SponsorshipStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'The last answer, or the request' })
  updatedAt!: string;

  @ApiProperty({ type: SponsorshipBrandModel })
  brand!: SponsorshipBrandDto;

  @ApiProperty({ type: SponsorshipAthleteModel })
  athlete!: SponsorshipAthleteDto;
}

export class RemovedSponsorshipModel implements RemovedSponsorshipDto {
  @ApiProperty({ enum: [true] })
  removed!: true;

  @ApiProperty({ format: 'uuid', description: 'The sponsorship that was cancelled or removed' })
  id!: string;
}

/**
 * Request body of `POST /api/sponsorships`, in either shape the web app sends: `{ userId, status }` or
 * `{ brand_id, user_id, status }`. Validation uses the contract's `RequestSponsorshipDto`.
 */
export class RequestSponsorshipModel implements RequestSponsorshipDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The athlete; send this or `user_id`, not both' })
  userId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The athlete, in the other shape' })
  user_id?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The signed-in brand's own id when sent; any other id is refused",
  })
  brand_id?: string;

  @ApiPropertyOptional({ enum: ['pending'], description: 'A request always starts pending' })
  status?: 'pending';
}

/** Request body of `PATCH /api/sponsorships/{id}`. */
export class AnswerSponsorshipModel implements AnswerSponsorshipDto {
  @ApiProperty({ enum: SPONSORSHIP_ANSWERS })
  status!: SponsorshipAnswer;
}

export const SPONSORSHIP_LIST_QUERIES: ApiQueryOptions[] = [
  { name: 'brandId', required: false, type: String, format: 'uuid', description: "A brand's sponsorships" },
  {
    name: 'athleteId',
    required: false,
    type: String,
    format: 'uuid',
    description: "An athlete's sponsorships",
  },
  {
    name: 'status',
    required: false,
    enum: SPONSORSHIP_STATUSES,
    description: 'Only this state; `accepted` is readable by anyone signed in',
  },
];
