import type { ScoreDto } from '@boonies/contracts/tricks';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useScore } from '../api/score';
import { LevelProgress } from './level-progress';

/**
 * The skater's standing. The level follows the private score (every learned trick), so it moves the
 * moment a box is ticked; the verified score is what the leaderboard ranks.
 */
export function ScoreCard() {
  const user = useSignedInUser();
  const { data: score, isPending, isError, refetch, isRefetching } = useScore(user.id);
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region" className="relative overflow-hidden p-5">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-16 -top-20 size-56 rounded-full bg-brand-gradient opacity-15 blur-3xl"
      />
      <h2 id={titleId} className="sr-only">
        Your score
      </h2>
      {score ? (
        <ScoreDetails score={score} />
      ) : isPending ? (
        <ScoreSkeleton />
      ) : (
        isError && (
          <ErrorState
            size="sm"
            title="Failed to load your score"
            onRetry={() => void refetch()}
            isRetrying={isRefetching}
          />
        )
      )}
    </Card>
  );
}

function ScoreDetails({ score }: { score: ScoreDto }) {
  return (
    <div className="relative grid gap-5">
      <LevelProgress score={score} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Private score" value={`${score.privateScore} pts`} />
        <Stat label="Verified score" value={`${score.publicScore} pts`} />
        <Stat label="Learned" value={countOf(score.learnedCount, 'trick')} />
        <Stat label="Verified" value={countOf(score.verifiedCount, 'trick')} />
      </dl>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-background/40 px-3 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function ScoreSkeleton() {
  return (
    <div className="grid gap-5" role="status" aria-label="Loading your score">
      <div className="grid gap-2">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-2.5 w-full rounded-full" />
        <Skeleton className="h-3 w-32" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    </div>
  );
}
