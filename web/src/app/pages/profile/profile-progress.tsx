import { Star, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LevelProgress, useScore } from '@/features/tricks';

/** Level, how far into it, and how many tricks are learned and verified. */
export function ProfileProgress({ userId }: { userId: string }) {
  const { data: score, isPending, isError, refetch, isRefetching } = useScore(userId);
  return (
    <SectionCard title="Progress" icon={TrendingUp}>
      {score ? (
        <div className="grid gap-3">
          <LevelProgress score={score} />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{countOf(score.learnedCount, 'trick')} learned</span>
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-3.5 text-yellow-400" />
              {score.verifiedCount} verified · {score.publicScore} pts
            </span>
            <Link to={paths.tricks} className="ml-auto text-link hover:underline">
              Trick Tracker
            </Link>
          </p>
        </div>
      ) : isPending ? (
        <div role="status" aria-label="Loading progress" className="grid gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-2.5" />
        </div>
      ) : (
        isError && (
          <ErrorState
            size="sm"
            title="Could not load progress"
            onRetry={() => void refetch()}
            isRetrying={isRefetching}
          />
        )
      )}
    </SectionCard>
  );
}
