import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { documentTitle } from '@/lib/product';
import { paths, profilePath } from '@/lib/paths';
import { useUserSearch } from '../api/search-users';
import { PROFILES_MESSAGES } from '../profiles-messages';

/**
 * `/u/:username`, where a post's `@mention` leads: the skater of that name is looked up in the search (which
 * finds only those the access policy lets the viewer see) and their profile opens in this page's place.
 */
export function MentionPage() {
  const { username = '' } = useParams();
  const name = username.toLowerCase();
  const search = useUserSearch(name);
  const skater = search.data?.find((user) => user.username.toLowerCase() === name);

  if (skater) return <Navigate to={profilePath(skater.id)} replace />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      <Card>
        <h1 className="sr-only">@{name}</h1>
        {search.isError ? (
          <ErrorState
            title={PROFILES_MESSAGES.unreachableTitle}
            description={PROFILES_MESSAGES.unreachableBody}
            onRetry={() => void search.refetch()}
            isRetrying={search.isRefetching}
          />
        ) : search.data ? (
          <>
            <title>{documentTitle(PROFILES_MESSAGES.notFound)}</title>
            <EmptyState title={PROFILES_MESSAGES.notFound} description={`Nobody here goes by @${name}.`} />
          </>
        ) : (
          <div className="flex justify-center p-8">
            <Spinner label={`Looking for @${name}...`} />
          </div>
        )}
      </Card>
    </div>
  );
}
