import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { sponsorshipRequestsKey } from '@/lib/query-keys';

/** The sponsorship requests the signed-in athlete received, newest first. */
export function fetchSponsorshipRequests(signal?: AbortSignal): Promise<SponsorshipDto[]> {
  return api.GET('/api/sponsorships/user', { signal });
}

export function sponsorshipRequestsQueryOptions() {
  return queryOptions({
    queryKey: sponsorshipRequestsKey,
    queryFn: ({ signal }) => fetchSponsorshipRequests(signal),
  });
}

export function useSponsorshipRequests() {
  return useQuery(sponsorshipRequestsQueryOptions());
}
