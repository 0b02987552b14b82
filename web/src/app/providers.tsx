import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/ui/toaster';

/**
 * What every screen needs: the query cache and the toasts. Tooltips are provided by the app shell, the
 * only place they appear, which keeps their positioning code out of the first download.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
