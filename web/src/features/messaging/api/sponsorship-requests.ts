import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * A request as the inbox shows it. The sponsorships service and its contract are not there yet, so this
 * is the spec's shape (brand {id, username, profilePicture}, status, createdAt), read defensively.
 */
export interface SponsorshipRequest {
  id: string;
  status: 'pending' | 'accepted' | 'rejected';
  createdAt: string;
  brand: { id: string; username: string; profilePicture: string | null };
}

export const sponsorshipRequestsKey = ['sponsorships', 'user'] as const;

/** The signed-in athlete's requests; while the service is missing (404, 503) the list is simply empty. */
export async function fetchSponsorshipRequests(signal?: AbortSignal): Promise<SponsorshipRequest[]> {
  try {
    const answer = await apiClient.get<unknown>('/api/sponsorships/user', { signal });
    return Array.isArray(answer) ? answer.filter(isRequest) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

function isRequest(value: unknown): value is SponsorshipRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { id, status, brand } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof status === 'string' && typeof brand === 'object' && brand !== null;
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
