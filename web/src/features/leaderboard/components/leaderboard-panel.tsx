import { LEADERBOARD_FILTERS, type LeaderboardFilter } from '@boonies/contracts';
import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInUser } from '../../auth/api/current-user';
import { useLeaderboard } from '../api/leaderboard';
import { LeaderboardRow } from './leaderboard-row';
import { LeaderboardSkeleton } from './leaderboard-skeleton';

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

/** The top skaters by verified points, narrowed by sponsorship. The filter lives in the address. */
export function LeaderboardPanel() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(FILTER_PARAM);
  const filter: LeaderboardFilter = isLeaderboardFilter(requested) ? requested : 'all';

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
      <TabsContent value={filter}>
        <Card className="overflow-hidden">
          <Standings filter={filter} />
        </Card>
      </TabsContent>
    </Tabs>
  );
}

function Standings({ filter }: { filter: LeaderboardFilter }) {
  const user = useSignedInUser();
  const { data: entries, isPending, isError, refetch, isRefetching } = useLeaderboard(filter);
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
