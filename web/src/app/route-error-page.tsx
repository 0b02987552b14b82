import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';

/**
 * A page that failed to load or to render. Usually a new release replaced the code this tab was still
 * using: reloading fetches the current one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <ErrorState
        title="Something went wrong"
        description="This page could not be shown. Reloading usually fixes it."
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      />
    </main>
  );
}
