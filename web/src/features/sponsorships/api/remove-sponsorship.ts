import type { RemovedSponsorshipDto } from '@boonies/contracts/sponsorships';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { profileKey, sponsorshipsKey } from '@/lib/query-keys';

export interface SponsorshipPair {
  brandId: string;
  athleteId: string;
}

/** The brand cancels a pending request or ends an accepted sponsorship. */
export function removeSponsorship({ brandId, athleteId }: SponsorshipPair): Promise<RemovedSponsorshipDto> {
  return api.DELETE('/api/sponsorships/{brandId}/{athleteId}', { params: { path: { brandId, athleteId } } });
}

export function useRemoveSponsorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSponsorship,
    onSettled: (_result, _error, { athleteId }) => {
      void queryClient.invalidateQueries({ queryKey: sponsorshipsKey });
      void queryClient.invalidateQueries({ queryKey: profileKey(athleteId) });
    },
  });
}
