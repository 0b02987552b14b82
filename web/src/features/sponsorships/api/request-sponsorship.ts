import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { sponsorshipsKey } from '@/lib/query-keys';

/** The signed-in brand asks to sponsor an athlete; the athlete answers from the inbox. */
export function requestSponsorship(athleteId: string): Promise<SponsorshipDto> {
  return api.POST('/api/sponsorships', { body: { userId: athleteId, status: 'pending' } });
}

export function useRequestSponsorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSponsorship,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sponsorshipsKey }),
  });
}
