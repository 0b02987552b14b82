import { VenetianMask } from 'lucide-react';
import { Navigate, Outlet } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { paths } from '@/lib/paths';

/**
 * Admin-only routes: anyone else goes home (and the server refuses their admin calls anyway). An admin
 * operating a puppet is told why the page is closed: the session acts as the puppet until Return.
 */
export function RequireAdmin() {
  const user = useSignedInUser();
  if (user.actingAdmin) {
    return (
      <div className="mx-auto w-full max-w-2xl">
        <PageHeader title="Admin Panel" />
        <Card>
          <EmptyState
            icon={VenetianMask}
            title="Closed while you operate a puppet"
            description={`You are acting as @${user.username}, who is not an admin. Return to @${user.actingAdmin.username} to use the Admin Panel.`}
          />
        </Card>
      </div>
    );
  }
  return user.isAdmin ? <Outlet /> : <Navigate to={paths.home} replace />;
}
