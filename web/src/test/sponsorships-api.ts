import type { UserDto } from '@boonies/contracts/auth';
import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import { makeUser } from './fixtures';

/** A brand account, as the sponsorship screens see it. */
export const BRAND = makeUser({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-0000000000b1',
  username: 'backwoods-boards',
  displayName: 'Backwoods Boards',
  isBrand: true,
});

/** A sponsorship as the server answers it; an accepted one gives the athlete the flow badge. */
export function makeSponsorship(
  brand: UserDto,
  athlete: UserDto,
  status: SponsorshipDto['status'],
  id = `9b1d2c3e-0000-4000-8000-${athlete.id.slice(-12)}`,
): SponsorshipDto {
  return {
    id,
    brandId: brand.id,
    athleteId: athlete.id,
    status,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    brand: { id: brand.id, username: brand.username, profilePicture: null },
    athlete: {
      id: athlete.id,
      username: athlete.username,
      profilePicture: null,
      proStatus: athlete.proStatus,
      amateurStatus: athlete.amateurStatus,
      flowStatus: status === 'accepted',
    },
  };
}
