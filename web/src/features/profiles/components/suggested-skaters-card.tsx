import type { UserDto } from '@boonies/contracts';
import { Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { profilePath } from '../../../lib/paths';

export type SuggestedSkater = Pick<UserDto, 'id' | 'username' | 'displayName' | 'profilePicture'>;

const MAX_SUGGESTED_SKATERS = 3;

interface SuggestedSkatersCardProps {
  skaters: readonly SuggestedSkater[];
  /** Adds a Follow button to each skater. */
  onFollow?: (skater: SuggestedSkater) => void;
}

export function SuggestedSkatersCard({ skaters, onFollow }: SuggestedSkatersCardProps) {
  const shown = skaters.slice(0, MAX_SUGGESTED_SKATERS);
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
                {onFollow && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Follow ${name}`}
                    onClick={() => onFollow(skater)}
                  >
                    Follow
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
