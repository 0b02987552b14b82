import { Swords } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { StatusBadges } from '@/components/ui/status-badges';
import { profilePath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { GAMES_LEADERBOARD_MESSAGES, nameOf, useGamesLeaderboard } from '@/features/games';
import { LeaderboardSkeleton } from '@/features/leaderboard/components/leaderboard-skeleton';
import { RankMark } from '@/features/leaderboard/components/rank-mark';

/** The skaters with the most Game of S.K.A.T.E. wins, in the leaderboard's look. */
export function GamesBoard() {
  const me = useSignedInUser();
  const query = useGamesLeaderboard();
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries) ?? [], [query.data]);

  let body;
  if (query.isPending) body = <LeaderboardSkeleton />;
  else if (query.isError && entries.length === 0) {
    body = (
      <ErrorState
        title={GAMES_LEADERBOARD_MESSAGES.failed}
        onRetry={() => void query.refetch()}
        retryLabel="Try Again"
        isRetrying={query.isRefetching}
      />
    );
  } else if (entries.length === 0) {
    body = <EmptyState icon={Swords} title={GAMES_LEADERBOARD_MESSAGES.empty} />;
  } else {
    body = (
      <ol aria-label="Leaderboard: Games" className="divide-y">
        {entries.map((entry) => {
          const isYou = entry.user.id === me.id;
          return (
            <li key={entry.user.id}>
              <Link
                to={profilePath(entry.user.id)}
                className={cn(
                  'flex min-h-16 items-center gap-3 px-3 py-2.5 transition-colors hover:bg-accent/50 sm:px-4',
                  isYou &&
                    'relative bg-indigo-500/10 before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-brand-gradient',
                )}
              >
                <RankMark rank={entry.rank} />
                <UserAvatar name={nameOf(entry.user)} src={entry.user.profilePicture} />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="truncate font-semibold">{entry.user.username}</span>
                    {isYou && <Badge className="bg-brand-gradient">You</Badge>}
                    <StatusBadges user={entry.user} />
                  </span>
                  <span className="text-xs text-muted-foreground">{entry.played} played</span>
                </span>
                <span className="shrink-0 text-sm font-bold tabular-nums">
                  {entry.wins}–{entry.losses}
                  <span className="sr-only"> won–lost</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <div className="grid gap-3">
      <Card className="overflow-hidden">{body}</Card>
      <LoadMoreButton pages={query} className="justify-self-center">
        Load more
      </LoadMoreButton>
    </div>
  );
}
