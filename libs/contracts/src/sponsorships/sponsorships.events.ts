import { IsIn, IsISO8601, IsUUID } from 'class-validator';
import { defineEvent } from '../events/event-definition';

export const SPONSORSHIP_STATES = ['pending', 'accepted', 'rejected', 'removed'] as const;
export type SponsorshipState = (typeof SPONSORSHIP_STATES)[number];

/**
 * `events.sponsorships.sponsorship-changed.v1`: a brand requested, the athlete answered, or the brand
 * cancelled or removed (`removed`). Messaging notifies the other side; auth keeps athletes' sponsors.
 */
export class SponsorshipChangedV1 {
  @IsUUID()
  sponsorshipId!: string;

  @IsUUID()
  brandId!: string;

  @IsUUID()
  athleteId!: string;

  @IsIn(SPONSORSHIP_STATES)
  status!: SponsorshipState;

  @IsISO8601()
  changedAt!: string;
}

/** The events the sponsorships service publishes, `events.sponsorships.<event>.v<N>`, with their payload classes. */
export const SPONSORSHIPS_EVENTS = {
  sponsorshipChanged: defineEvent('sponsorships', 'sponsorship-changed', 1, SponsorshipChangedV1),
} as const;
