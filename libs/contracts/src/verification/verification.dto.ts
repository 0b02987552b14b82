import { IsBoolean, IsUUID } from 'class-validator';

/** `GET /api/verifications/{id}` and the lists: one tagged trick of a trick video, with its votes. */
export interface VerificationDto {
  id: string;
  postId: string;
  trickId: string;
  /** The skater who posted the video; they cannot vote on it. */
  posterId: string;
  /** People who voted make / fake. */
  votesFor: number;
  votesAgainst: number;
  /** The same votes weighted (admins and trusted skaters count 5): what the auto-verify rule reads. */
  weightedFor: number;
  weightedAgainst: number;
  isVerified: boolean;
  /** Make votes over all votes, rounded; `null` before the first vote. */
  percentage: number | null;
  verifiedAt: string | null;
  createdAt: string;
}

/** `GET /api/verifications/{id}/vote`: the caller's vote, `null` when they have not voted. */
export interface MyVoteDto {
  vote: boolean | null;
}

/** `POST /api/verifications/{id}/vote` answers the new tally and whether this vote verified the trick. */
export interface VoteResultDto {
  verificationId: string;
  vote: boolean;
  votesFor: number;
  votesAgainst: number;
  isVerified: boolean;
  percentage: number | null;
  /** True only for the vote that tipped the verification over the community threshold. */
  autoVerified: boolean;
}

/** `POST /api/verifications/{id}/vote` body: `true` = make, `false` = fake. */
export class CastVoteDto {
  @IsBoolean({ message: 'vote must be true (make) or false (fake)' })
  vote!: boolean;
}

export class VerificationIdParam {
  @IsUUID('all', { message: 'id must be a valid verification id' })
  id!: string;
}

export class CastVoteRequest extends CastVoteDto {
  @IsUUID('all', { message: 'id must be a valid verification id' })
  id!: string;
}

export interface RemovedVerificationDto {
  removed: true;
  id: string;
}
