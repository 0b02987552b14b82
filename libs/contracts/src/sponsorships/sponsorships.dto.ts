import { IsIn, IsOptional, IsUUID, ValidateBy, ValidateIf } from 'class-validator';
import {
  SPONSORSHIP_ANSWERS,
  SPONSORSHIP_MESSAGES,
  SPONSORSHIP_STATUSES,
  type SponsorshipAnswer,
  type SponsorshipStatus,
} from './rules';
import { ApiNote } from '../common/api-notes';
import type { DateTime, Uuid } from '../common/formats';

/** The brand of a sponsorship, as the inbox shows it. */
export interface SponsorshipBrandDto {
  id: Uuid;
  username: string;
  profilePicture: string | null;
}

/** The sponsored athlete, with the badges a profile's sponsor section shows. */
export interface SponsorshipAthleteDto {
  id: Uuid;
  username: string;
  profilePicture: string | null;
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
}

export interface SponsorshipDto {
  id: Uuid;
  brandId: Uuid;
  athleteId: Uuid;
  status: SponsorshipStatus;
  createdAt: DateTime;
  /** The last answer, or the request. */
  updatedAt: DateTime;
  brand: SponsorshipBrandDto;
  athlete: SponsorshipAthleteDto;
}

export interface RemovedSponsorshipDto {
  removed: true;
  /** The sponsorship that was cancelled or removed. */
  id: Uuid;
}

/**
 * `POST /api/sponsorships` in either shape the web app sends: `{ userId, status }` or
 * `{ brand_id, user_id, status }`. Exactly one athlete id; the brand is always the signed-in account, so
 * `brand_id`, when sent, must be that account.
 */
export class RequestSponsorshipDto {
  @ApiNote({ description: 'The athlete; send this or `user_id`, not both' })
  @ValidateIf((request: RequestSponsorshipDto) => request.user_id == null)
  @IsUUID('all', { message: SPONSORSHIP_MESSAGES.athleteId })
  userId?: string;

  @ApiNote({ description: 'The athlete, in the other shape' })
  @IsOptional()
  @IsUUID('all', { message: SPONSORSHIP_MESSAGES.athleteId })
  @ValidateBy(
    {
      name: 'isOnlyAthleteId',
      validator: { validate: (_, args) => (args?.object as RequestSponsorshipDto).userId == null },
    },
    { message: SPONSORSHIP_MESSAGES.oneAthleteId },
  )
  user_id?: string;

  @ApiNote({ description: "The signed-in brand's own id when sent; any other id is refused" })
  @IsOptional()
  @IsUUID('all', { message: 'brand_id must be a valid user id' })
  brand_id?: string;

  @ApiNote({ description: 'A request always starts pending' })
  @IsOptional()
  @IsIn(['pending'], { message: SPONSORSHIP_MESSAGES.initialStatus })
  status?: 'pending';
}

/** `PATCH /api/sponsorships/{id}`: the athlete's answer. */
export class AnswerSponsorshipDto {
  @IsIn(SPONSORSHIP_ANSWERS, { message: SPONSORSHIP_MESSAGES.answer })
  status!: SponsorshipAnswer;
}

export class SponsorshipIdParam {
  @IsUUID('all', { message: 'id must be a valid sponsorship id' })
  id!: string;
}

export class AnswerSponsorshipRequest extends AnswerSponsorshipDto {
  @IsUUID('all', { message: 'id must be a valid sponsorship id' })
  id!: string;
}

/** `DELETE /api/sponsorships/{brandId}/{athleteId}`. */
export class SponsorshipPairParam {
  @IsUUID('all', { message: 'brandId must be a valid user id' })
  brandId!: string;

  @IsUUID('all', { message: 'athleteId must be a valid user id' })
  athleteId!: string;
}

/**
 * `GET /api/sponsorships?brandId&athleteId&status`: a brand's athletes, an athlete's sponsors, or a pair.
 * Accepted sponsorships are public to signed-in users; other states only to the two sides and admins.
 */
export class SponsorshipListQuery {
  @ApiNote({ description: "A brand's sponsorships" })
  @IsOptional()
  @IsUUID('all', { message: 'brandId must be a valid user id' })
  brandId?: string;

  @ApiNote({ description: "An athlete's sponsorships" })
  @IsOptional()
  @IsUUID('all', { message: 'athleteId must be a valid user id' })
  athleteId?: string;

  @ApiNote({ description: 'Only this state; `accepted` is readable by anyone signed in' })
  @IsOptional()
  @IsIn(SPONSORSHIP_STATUSES, { message: 'status must be pending, accepted or rejected' })
  status?: SponsorshipStatus;
}
