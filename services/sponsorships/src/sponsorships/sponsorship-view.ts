import type {
  SponsorshipChangedV1,
  SponsorshipDto,
  SponsorshipState,
  SponsorshipStatus,
} from '@boonies/contracts/sponsorships';

/** Shown for an account the users projection does not know (yet). */
export const UNKNOWN_USERNAME = 'unknown';

/** A sponsorship row with both sides' public fields, as `hydrated` selects them (null when unknown). */
export interface SponsorshipRow {
  id: string;
  brand_id: string;
  athlete_id: string;
  status: SponsorshipStatus;
  created_at: Date;
  updated_at: Date;
  brand_username: string | null;
  brand_picture: string | null;
  athlete_username: string | null;
  athlete_picture: string | null;
  athlete_pro: boolean | null;
  athlete_amateur: boolean | null;
  athlete_flow: boolean | null;
}

export function toSponsorshipDto(row: SponsorshipRow): SponsorshipDto {
  return {
    id: row.id,
    brandId: row.brand_id,
    athleteId: row.athlete_id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    brand: {
      id: row.brand_id,
      username: row.brand_username ?? UNKNOWN_USERNAME,
      profilePicture: row.brand_picture,
    },
    athlete: {
      id: row.athlete_id,
      username: row.athlete_username ?? UNKNOWN_USERNAME,
      profilePicture: row.athlete_picture,
      proStatus: row.athlete_pro ?? false,
      amateurStatus: row.athlete_amateur ?? false,
      flowStatus: row.athlete_flow ?? false,
    },
  };
}

export function sponsorshipChangedOf(
  sponsorship: { id: string; brandId: string; athleteId: string },
  status: SponsorshipState,
  changedAt: Date,
): SponsorshipChangedV1 {
  return {
    sponsorshipId: sponsorship.id,
    brandId: sponsorship.brandId,
    athleteId: sponsorship.athleteId,
    status,
    changedAt: changedAt.toISOString(),
  };
}
