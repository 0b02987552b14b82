import type { TrickDto } from '@boonies/contracts/tricks';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { trickPath } from '@/lib/paths';
import { useSuggestedTricks } from '../api/suggested-tricks';
import type { TrickStatus } from '../trick-status';
import { DifficultyBadge, TrickPoints } from './difficulty-badge';
import { LearnedCheckbox } from './learned-checkbox';

/** The server's pick of what to learn next: four tricks whose prerequisites are all learned. */
export function SuggestedTricks({ statuses }: { statuses: ReadonlyMap<string, TrickStatus> }) {
  const { data: tricks, isPending, isError, refetch, isRefetching } = useSuggestedTricks();
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <Sparkles aria-hidden className="size-4 text-ring" />
        <CardTitle>Suggested for you</CardTitle>
      </CardHeader>
      <CardContent>
        {tricks ? (
          tricks.length === 0 ? (
            <EmptyState
              size="sm"
              title="Nothing to suggest right now"
              description="You have learned every trick within reach. Check the map for what comes next."
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {tricks.map((trick) => (
                <SuggestedTrick key={trick.id} trick={trick} status={statuses.get(trick.id) ?? 'available'} />
              ))}
            </ul>
          )
        ) : isPending ? (
          <SuggestionsSkeleton />
        ) : (
          isError && (
            <ErrorState
              size="sm"
              title="Failed to load suggestions"
              onRetry={() => void refetch()}
              isRetrying={isRefetching}
            />
          )
        )}
      </CardContent>
    </Card>
  );
}

function SuggestedTrick({ trick, status }: { trick: TrickDto; status: TrickStatus }) {
  return (
    <li className="relative flex items-center gap-3 rounded-lg border bg-background/40 p-3 transition-colors hover:border-ring/60">
      <LearnedCheckbox trick={trick} status={status} className="relative z-10" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Link
          to={trickPath(trick.id)}
          className="truncate rounded-sm text-sm font-semibold after:absolute after:inset-0 after:content-['']"
        >
          {trick.name}
        </Link>
        <span className="flex items-center gap-2">
          <DifficultyBadge difficulty={trick.difficulty} />
          <TrickPoints points={trick.points} />
        </span>
      </div>
    </li>
  );
}

function SuggestionsSkeleton() {
  return (
    <div role="status" aria-label="Loading suggestions" className="grid gap-3 sm:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-[74px] rounded-lg" />
      ))}
    </div>
  );
}
