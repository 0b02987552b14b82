import { SUGGESTED_SKATERS } from '@boonies/contracts/social';
import type { UserSummaryDto } from '@boonies/contracts/social';
import { Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { profilePath } from '@/lib/paths';
import { useSuggestedSkaters } from '../api/suggested-skaters';
import { FollowButton } from './follow-button';

export type SuggestedSkater = Pick<UserSummaryDto, 'id' | 'username' | 'displayName' | 'profilePicture'>;

/** The right sidebar's card, from the server's suggestions; a failure is shown as "none yet". */
export function SuggestedSkaters() {
  const query = useSuggestedSkaters();
  if (query.isPending) {
    return (
      <SectionCard title="Suggested Skaters" icon={Users}>
        <div role="status" aria-label="Loading suggestions" className="grid gap-3">
          {Array.from({ length: SUGGESTED_SKATERS }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      </SectionCard>
    );
  }
  return <SuggestedSkatersCard skaters={query.data ?? []} withFollow />;
}

interface SuggestedSkatersCardProps {
  skaters: readonly SuggestedSkater[];
  /** Adds a working Follow button to each skater. */
  withFollow?: boolean;
}

export function SuggestedSkatersCard({ skaters, withFollow = false }: SuggestedSkatersCardProps) {
  const shown = skaters.slice(0, SUGGESTED_SKATERS);
  return (
    <SectionCard title="Suggested Skaters" icon={Users}>
      {shown.length === 0 ? (
        <EmptyState size="sm" title="No suggestions yet" />
      ) : (
        <ul className="grid gap-3">
          {shown.map((skater) => {
            const name = skater.displayName || skater.username;
            return (
              <li key={skater.id} className="flex items-center gap-3">
                <Link
                  to={profilePath(skater.id)}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-md hover:opacity-90"
                >
                  <UserAvatar name={name} src={skater.profilePicture} size="sm" />
                  <span className="grid min-w-0">
                    <span className="truncate text-sm font-medium">{name}</span>
                    <span className="truncate text-xs text-muted-foreground">@{skater.username}</span>
                  </span>
                </Link>
                {withFollow && (
                  // Suggestions are skaters not followed yet: no need to ask the server first.
                  <FollowButton userId={skater.id} username={skater.username} status="none" size="sm" />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
