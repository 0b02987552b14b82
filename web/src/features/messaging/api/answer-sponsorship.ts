import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inboxSummaryKey } from './inbox-summary';
import { sponsorshipRequestsKey } from './sponsorship-requests';

export interface SponsorshipAnswer {
  id: string;
  status: 'accepted' | 'rejected';
}

export function answerSponsorship({ id, status }: SponsorshipAnswer): Promise<unknown> {
  return apiClient.patch(`/api/sponsorships/${encodeURIComponent(id)}`, { status });
}

export function useAnswerSponsorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSponsorship,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sponsorshipRequestsKey });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    },
  });
}
