import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
} from 'class-validator';
import { DECISION_NOTE_MAX, VERIFICATION_VERDICTS, type VerificationVerdict } from './rules';
import { defineEvent } from '../events/event-definition';

/** `events.verification.trick-verified.v1` and `…trick-unverified.v1`: the community (or an admin) decided. */
export class TrickVerificationChangedV1 {
  @IsUUID()
  verificationId!: string;

  @IsUUID()
  postId!: string;

  /** The skater who posted the video and whose progress changes. */
  @IsUUID()
  userId!: string;

  @IsString()
  trickId!: string;
}

/**
 * `events.verification.verification-changed.v1`: a verification's tally after any change (opened, voted,
 * verified, removed). `revision` grows with every change, so a projection ignores a late older copy.
 */
export class VerificationChangedV1 {
  @IsUUID()
  verificationId!: string;

  @IsUUID()
  postId!: string;

  @IsString()
  trickId!: string;

  @IsUUID()
  posterId!: string;

  @IsInt()
  @Min(0)
  votesFor!: number;

  @IsInt()
  @Min(0)
  votesAgainst!: number;

  @IsBoolean()
  isVerified!: boolean;

  /** The verification no longer exists (removed by an admin, or its post deleted). */
  @IsBoolean()
  removed!: boolean;

  /** This change was the vote that met the community threshold. */
  @IsBoolean()
  autoVerified!: boolean;

  /** The community rule's weighted make and fake votes (look-alikes merged): what a tally at a deadline reads. */
  @IsOptional()
  @IsNumber()
  @Min(0)
  weightedFor?: number;

  @IsOptional()
  @IsNumber()
  @Min(0)
  weightedAgainst?: number;

  /** Rejected for good (by an admin): it will not be verified. */
  @IsOptional()
  @IsBoolean()
  rejected?: boolean;

  @IsInt()
  @Min(1)
  revision!: number;
}

/**
 * `events.verification.verification-decided.v1`: an admin settled a verification from the review queue.
 * Final: votes no longer change it. Its envelope names the admin, so the audit log records it.
 */
export class VerificationDecidedV1 {
  @IsUUID()
  verificationId!: string;

  @IsUUID()
  postId!: string;

  @IsString()
  trickId!: string;

  @IsUUID()
  posterId!: string;

  @IsIn(VERIFICATION_VERDICTS)
  verdict!: VerificationVerdict;

  @IsOptional()
  @IsString()
  @MaxLength(DECISION_NOTE_MAX)
  note?: string | null;
}

/** The events the verification service publishes, `events.verification.<event>.v<N>`, with their payload classes. */
export const VERIFICATION_EVENTS = {
  trickVerified: defineEvent('verification', 'trick-verified', 1, TrickVerificationChangedV1),
  trickUnverified: defineEvent('verification', 'trick-unverified', 1, TrickVerificationChangedV1),
  verificationChanged: defineEvent('verification', 'verification-changed', 1, VerificationChangedV1),
  verificationDecided: defineEvent('verification', 'verification-decided', 1, VerificationDecidedV1),
} as const;
