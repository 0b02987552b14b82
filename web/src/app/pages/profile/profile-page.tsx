import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/lib/api-client';
import { documentTitle } from '@/lib/product';
import { paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useProfile } from '@/features/profiles/api/profile';
import { PROFILES_MESSAGES } from '@/features/profiles/profiles-messages';
import { ProfileView } from './profile-view';

/** `/profile` (your own) and `/profile/:userId` (anyone's): one screen for both. */
export function ProfilePage() {
  const me = useSignedInUser();
  const { userId = me.id } = useParams();
  const query = useProfile(userId);

  useEffect(() => {
    if (query.isError) {
      toast.error(PROFILES_MESSAGES.loadFailedTitle, { description: PROFILES_MESSAGES.loadFailed });
    }
  }, [query.isError, userId]);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      {query.data ? (
        <ProfileView profile={query.data} />
      ) : query.isError ? (
        <Card>
          <title>{documentTitle(failureTitle(query.error))}</title>
          <h1 className="sr-only">Profile</h1>
          <ErrorState
            title={failureTitle(query.error)}
            description={isNotFound(query.error) ? undefined : PROFILES_MESSAGES.unreachableBody}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        </Card>
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

/** Only a 404 means there is no such profile; a server error or a lost connection is said as such. */
function failureTitle(error: unknown): string {
  return isNotFound(error) ? PROFILES_MESSAGES.notFound : PROFILES_MESSAGES.unreachableTitle;
}

function ProfileSkeleton() {
  return (
    <Card role="status" aria-label="Loading profile" className="overflow-hidden">
      <Skeleton className="h-36 rounded-none sm:h-48" />
      <div className="grid gap-3 p-5">
        <Skeleton className="-mt-14 size-24 rounded-full ring-4 ring-card" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-16" />
      </div>
    </Card>
  );
}
