import type { SponsorshipDto, SponsorshipStatus } from '@boonies/contracts/sponsorships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { sponsorshipListKey } from '@/lib/query-keys';

export interface SponsorshipFilter {
  brandId?: string;
  athleteId?: string;
  status?: SponsorshipStatus;
}

/** A brand's athletes or an athlete's sponsors, newest first: `GET /api/sponsorships?brandId|athleteId&status`. */
export function fetchSponsorships(
  filter: SponsorshipFilter,
  signal?: AbortSignal,
): Promise<SponsorshipDto[]> {
  return api.GET('/api/sponsorships', { params: { query: filter }, signal });
}

export function sponsorshipListQueryOptions(filter: SponsorshipFilter) {
  return queryOptions({
    queryKey: sponsorshipListKey(filter),
    queryFn: ({ signal }) => fetchSponsorships(filter, signal),
  });
}

export function useSponsorships(filter: SponsorshipFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...sponsorshipListQueryOptions(filter), ...options });
}
