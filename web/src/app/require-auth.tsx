import { Navigate, Outlet } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session/api/current-user';
import { paths } from '@/lib/paths';

/** Every route except /auth: shows the page to a signed-in user and sends anybody else to /auth. */
export function RequireAuth() {
  const { data: user, isPending, isError, refetch, isRefetching } = useCurrentUser();
  if (user) return <Outlet />;
  if (isPending) return <FullPageSpinner />;
  // Not a 401 (that is "signed out") but no answer at all: sending people to sign in would not help.
  if (isError) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <ErrorState
          title="The Boonies can't be reached right now"
          description="Check your connection and try again."
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      </main>
    );
  }
  return <Navigate to={paths.auth} replace />;
}
