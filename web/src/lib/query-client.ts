import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isConnectionFailure, isUnauthenticated } from './api-client';
import { toastIfRateLimited } from './rate-limit-toast';

export interface QueryClientOptions {
  /** Called when any read answers 401: the session ended (expired, signed out elsewhere, deactivated). */
  onUnauthenticated?: (queryClient: QueryClient) => void;
}

/** A read that got no answer is tried again once the server answers, this many times in all. */
const READ_ATTEMPTS_WITHOUT_ANSWER = 3;

/**
 * A read is tried again only when it got no answer at all (a failed or timed-out connection): that failure
 * puts the app offline, so the retry waits, paused, until the server answers again, and meanwhile the screen
 * keeps showing what it had. An answer, even an error, is final.
 */
export function retryReadWithoutAnswer(failureCount: number, error: unknown): boolean {
  return isConnectionFailure(error) && failureCount < READ_ATTEMPTS_WITHOUT_ANSWER;
}

/**
 * The product's data-fetching defaults: data is fetched once and kept until something changes it
 * (mutations invalidate what they touch), with no polling, no refetch on focus and no silent retries of a
 * server's answer. Any read or change refused for going too fast (429) shows a toast with the wait.
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
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: retryReadWithoutAnswer,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
