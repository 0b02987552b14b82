import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import {
  currentUserQueryKey,
  inboxSummaryKey,
  profilesKey,
  sponsorshipRequestsKey,
  sponsorshipsKey,
} from '@/lib/query-keys';

export interface SponsorshipAnswer {
  id: string;
  status: 'accepted' | 'rejected';
}

export function answerSponsorship({ id, status }: SponsorshipAnswer): Promise<SponsorshipDto> {
  return api.PATCH('/api/sponsorships/{id}', { params: { path: { id } }, body: { status } });
}

/**
 * The athlete's answer. The answered request shows its badge as soon as the server confirms, so the
 * buttons never come back between the answer and the refetch.
 */
export function useAnswerSponsorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSponsorship,
    onSuccess: (answered, { id, status }) => {
      queryClient.setQueryData<SponsorshipDto[]>(sponsorshipRequestsKey, (requests) =>
        requests?.map((request) =>
          request.id === id ? { ...request, ...answered, status: answered?.status ?? status } : request,
        ),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sponsorshipsKey });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
      // An accepted sponsorship gives an athlete without a status the flow badge.
      void queryClient.invalidateQueries({ queryKey: profilesKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
