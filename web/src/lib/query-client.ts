import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthenticated } from './api-client';
import { toastIfRateLimited } from './rate-limit-toast';

export interface QueryClientOptions {
  /** Called when any read answers 401: the session ended (expired, signed out elsewhere, deactivated). */
  onUnauthenticated?: (queryClient: QueryClient) => void;
}

/**
 * The product's data-fetching defaults: data is fetched once and kept until something changes it
 * (mutations invalidate what they touch), with no polling, no refetch on focus and no silent retries. Any
 * read or change refused for going too fast (429) shows a toast with the wait.
 */
export function createQueryClient({ onUnauthenticated }: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthenticated(error)) onUnauthenticated?.(queryClient);
        toastIfRateLimited(error);
      },
    }),
    // Every change answered 429 shows its wait in one toast, whatever the screen does besides.
    mutationCache: new MutationCache({ onError: toastIfRateLimited }),
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
