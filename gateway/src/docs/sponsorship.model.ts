import {
  SPONSORSHIP_STATUSES,
  type RemovedSponsorshipDto,
  type SponsorshipAthleteDto,
  type SponsorshipBrandDto,
  type SponsorshipDto,
  type SponsorshipStatus,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

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
