import { Swords } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useGamesRecord } from '../api/games-stats';
import { GAMES_MESSAGES } from '../games-messages';

/** A skater's Game of S.K.A.T.E. record on their profile: wins–losses, games played and going on. */
export function GamesRecord({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const { data: record, isPending, isError, refetch, isRefetching } = useGamesRecord(userId);
  return (
    <SectionCard title="Game of S.K.A.T.E." icon={Swords}>
      {record ? (
        <div className="grid gap-2">
          <dl aria-label="Games record" className="grid grid-cols-3 gap-2 text-center">
            <RecordFigure label="Won–lost" value={`${record.wins}–${record.losses}`} />
            <RecordFigure label="Played" value={String(record.played)} />
            <RecordFigure label="Going on" value={String(record.active)} />
          </dl>
          {isOwner && (
            <Link to={paths.games} className="justify-self-end text-sm text-link hover:underline">
              Your games
            </Link>
          )}
        </div>
      ) : isPending ? (
        <div role="status" aria-label="Loading games record" className="grid grid-cols-3 gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : (
        isError && (
          <ErrorState
            size="sm"
            title={GAMES_MESSAGES.recordFailed}
            onRetry={() => void refetch()}
            isRetrying={isRefetching}
          />
        )
      )}
    </SectionCard>
  );
}

function RecordFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-muted/50 p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}
