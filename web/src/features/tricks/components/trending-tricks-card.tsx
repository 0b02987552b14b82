import { TRENDING_TRICKS, type TrendingTrickDto } from '@boonies/contracts/tricks';
import { Flame } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { trickPath } from '@/lib/paths';
import { useTrendingTricks } from '../api/trending-tricks';

/** The tricks most posts tagged lately, each linking to its page. */
export function TrendingTricksCard() {
  const { data: tricks, isPending, isError, refetch, isRefetching } = useTrendingTricks();
  return (
    <SectionCard title="Trending Tricks" icon={Flame}>
      {tricks ? (
        <TrendingList tricks={tricks.slice(0, TRENDING_TRICKS)} />
      ) : isPending ? (
        <TrendingSkeleton />
      ) : (
        isError && (
          <ErrorState
            size="sm"
            title="Trending tricks could not be loaded"
            onRetry={() => void refetch()}
            isRetrying={isRefetching}
          />
        )
      )}
    </SectionCard>
  );
}

function TrendingList({ tricks }: { tricks: readonly TrendingTrickDto[] }) {
  if (tricks.length === 0) return <EmptyState size="sm" title="No trending tricks yet" />;
  return (
    <ol className="-mx-2 grid gap-0.5">
      {tricks.map((trick) => (
        <li key={trick.id}>
          <Link
            to={trickPath(trick.id)}
            className="flex min-h-9 items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-accent/60"
          >
            <span className="truncate font-medium">#{trick.name}</span>
            <span className="shrink-0 text-xs text-muted-foreground">{countOf(trick.count, 'post')}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function TrendingSkeleton() {
  return (
    <div role="status" aria-label="Loading trending tricks" className="grid gap-3 py-1">
      {Array.from({ length: TRENDING_TRICKS }, (_, index) => (
        <div key={index} className="flex items-center justify-between gap-3">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-3 w-12" />
        </div>
      ))}
    </div>
  );
}
