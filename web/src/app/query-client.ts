import type { QueryClient } from '@tanstack/react-query';
import { markSignedOut } from '@/lib/session/session-cache';
import { createQueryClient } from '@/lib/query-client';

/** The app's query client: any read answered 401 means the session is over, so show the sign-in screen. */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({ onUnauthenticated: markSignedOut });
}
