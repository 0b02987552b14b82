import type { PublicConfigDto } from '@boonies/contracts/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api/client';
import { publicConfigKey } from '@/lib/query-keys';

export const DEFAULT_CONTACT_EMAIL = 'hello@theboonies.example';

/** Used when the gateway cannot be asked: no shop frame, the park's usual address. */
const UNCONFIGURED: PublicConfigDto = {
  storeUrl: null,
  merchandiseUrl: null,
  contactEmail: DEFAULT_CONTACT_EMAIL,
  vapidPublicKey: null,
};

/** The deployment's store links, contact email and push key, as the gateway serves them. */
export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfigDto> {
  try {
    const served = await api.GET('/api/config/public', { signal });
    return {
      storeUrl: httpUrlOrNull(served.storeUrl),
      // A gateway from before admins could set the link offers the framed shop as the link too.
      merchandiseUrl: httpUrlOrNull(served.merchandiseUrl) ?? httpUrlOrNull(served.storeUrl),
      contactEmail: served.contactEmail || DEFAULT_CONTACT_EMAIL,
      // A gateway from before pushes, or one without a key, offers none.
      vapidPublicKey: typeof served.vapidPublicKey === 'string' ? served.vapidPublicKey : null,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return UNCONFIGURED;
  }
}

/** Only an http(s) address may become the frame's source. */
function httpUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigKey,
    queryFn: ({ signal }) => fetchPublicConfig(signal),
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
