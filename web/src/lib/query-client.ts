import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthenticated } from './api-client';

export interface QueryClientOptions {
  /** Called when any read answers 401: the session ended (expired, signed out elsewhere, deactivated). */
  onUnauthenticated?: (queryClient: QueryClient) => void;
}

/**
 * The product's data-fetching defaults: data is fetched once and kept until something changes it
 * (mutations invalidate what they touch), with no polling, no refetch on focus and no silent retries.
 */
export function createQueryClient({ onUnauthenticated }: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthenticated(error)) onUnauthenticated?.(queryClient);
      },
    }),
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
