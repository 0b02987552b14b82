import { LEADERBOARD_FILTERS, type LeaderboardFilter } from '@boonies/contracts/tricks';
import { Swords, Trophy, Users } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useLeaderboard } from '@/features/leaderboard/api/leaderboard';
import { LeaderboardRow } from '@/features/leaderboard/components/leaderboard-row';
import { GamesBoard } from './games-board';
import { LeaderboardSkeleton } from '@/features/leaderboard/components/leaderboard-skeleton';

const FILTER_LABELS: Record<LeaderboardFilter, string> = {
  all: 'All',
  pro: 'Pro',
  am: 'Am',
  flow: 'Flow',
  sponsored: 'Sponsored',
  unsponsored: 'Unsponsored',
};

const FILTER_PARAM = 'filter';

function isLeaderboardFilter(value: string | null): value is LeaderboardFilter {
  return LEADERBOARD_FILTERS.includes(value as LeaderboardFilter);
}

const BOARD_PARAM = 'board';
/** `?unscored=show` lists skaters without a verified point too; by default the board leaves them out. */
const UNSCORED_PARAM = 'unscored';

/** Two boards: verified points (narrowed by sponsorship) and Game of S.K.A.T.E. wins. Both live in the address. */
export function LeaderboardPanel() {
  const [params, setParams] = useSearchParams();
  const board = params.get(BOARD_PARAM) === 'games' ? 'games' : 'points';

  function selectBoard(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(FILTER_PARAM);
        if (next === 'games') updated.set(BOARD_PARAM, next);
        else updated.delete(BOARD_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Tabs value={board} onValueChange={selectBoard}>
      <TabsList aria-label="Leaderboard board" className="mb-3 w-full sm:w-fit">
        <TabsTrigger value="points">
          <Trophy aria-hidden />
          Points
        </TabsTrigger>
        <TabsTrigger value="games">
          <Swords aria-hidden />
          Games
        </TabsTrigger>
      </TabsList>
      <TabsContent value="points" className="mt-0">
        <PointsBoard />
      </TabsContent>
      <TabsContent value="games" className="mt-0">
        <GamesBoard />
      </TabsContent>
    </Tabs>
  );
}

/** The top skaters by verified points, narrowed by sponsorship. The filter lives in the address. */
function PointsBoard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(FILTER_PARAM);
  const filter: LeaderboardFilter = isLeaderboardFilter(requested) ? requested : 'all';
  const showUnscored = params.get(UNSCORED_PARAM) === 'show';

  function toggleUnscored(show: boolean) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (show) updated.set(UNSCORED_PARAM, 'show');
        else updated.delete(UNSCORED_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function selectFilter(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(FILTER_PARAM);
        else updated.set(FILTER_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Tabs value={filter} onValueChange={selectFilter}>
      {/* Six filters do not fit a phone's width in one row: there they sit in two rows of three. */}
      <TabsList aria-label="Leaderboard filter" className="grid h-auto w-full grid-cols-3 sm:flex sm:h-11">
        {LEADERBOARD_FILTERS.map((value) => (
          <TabsTrigger key={value} value={value} className="h-9 sm:h-full">
            {FILTER_LABELS[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="mt-3 flex items-center justify-end gap-2">
        <Switch id="leaderboard-unscored" checked={showUnscored} onCheckedChange={toggleUnscored} />
        <Label htmlFor="leaderboard-unscored" className="text-sm text-muted-foreground">
          Show skaters with 0 points
        </Label>
      </div>
      <TabsContent value={filter} className="mt-2">
        <Card className="overflow-hidden">
          <Standings filter={filter} showUnscored={showUnscored} />
        </Card>
      </TabsContent>
    </Tabs>
  );
}

function Standings({ filter, showUnscored }: { filter: LeaderboardFilter; showUnscored: boolean }) {
  const user = useSignedInUser();
  const { data: entries, isPending, isError, refetch, isRefetching } = useLeaderboard(filter, showUnscored);
  if (isPending) return <LeaderboardSkeleton />;
  if (isError) {
    return (
      <ErrorState
        title="Failed to load leaderboard"
        onRetry={() => void refetch()}
        retryLabel="Try Again"
        isRetrying={isRefetching}
      />
    );
  }
  if (entries.length === 0) return <EmptyState icon={Users} title="No users found for this filter." />;
  return (
    <ol aria-label={`Leaderboard: ${FILTER_LABELS[filter]}`} className="divide-y">
      {entries.map((entry) => (
        <LeaderboardRow key={entry.id} entry={entry} isYou={entry.id === user.id} />
      ))}
    </ol>
  );
}
