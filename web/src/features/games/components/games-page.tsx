import { GAME_MESSAGES } from '@boonies/contracts/games';
import type { GameListStatus, GameView } from '@boonies/contracts/games';
import { Flag, Gamepad2, Plus, Swords, Trophy } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useGames } from '../api/games';
import { GAMES_MESSAGES } from '../games-messages';
import { GameCard } from './game-card';

// The dialog's search and form are fetched when it first opens.
const NewGameDialog = lazy(() =>
  import('./new-game-dialog').then((module) => ({ default: module.NewGameDialog })),
);

const TABS = [
  { value: 'your-move', label: 'Your move', icon: Swords },
  { value: 'active', label: 'Active', icon: Gamepad2 },
  { value: 'finished', label: 'Finished', icon: Trophy },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const TAB_PARAM = 'tab';

/** `/games`: the reader's games of S.K.A.T.E. in three tabs, and the way to start a new one. */
export function GamesPage() {
  const me = useSignedInUser();
  if (me.isBrand) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <PageHeader title="Games" />
        <Card>
          <EmptyState icon={Swords} title={GAME_MESSAGES.brandsDoNotPlay} />
        </Card>
      </div>
    );
  }
  return <SkaterGames />;
}

function SkaterGames() {
  const [params, setParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const tab: TabValue =
    TABS.find((candidate) => candidate.value === params.get(TAB_PARAM))?.value ?? 'your-move';
  const active = useGames('active');
  const yourMoveCount = useMemo(
    () => active.data?.pages.flatMap((page) => page.games).filter((game) => game.yourMove).length ?? 0,
    [active.data],
  );

  function openDialog(): void {
    setDialogRequested(true);
    setDialogOpen(true);
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Games"
        description="Game of S.K.A.T.E.: set a trick, match it, or take a letter."
        actions={
          <Button onClick={openDialog}>
            <Plus aria-hidden />
            New game
          </Button>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'your-move' ? {} : { [TAB_PARAM]: next }, { replace: true })
        }
      >
        <TabsList aria-label="Games" className="w-full">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden className="hidden sm:block" />
              {label}
              {value === 'your-move' && yourMoveCount > 0 && (
                <Badge className="bg-brand-gradient px-1.5" aria-label={`${yourMoveCount} waiting`}>
                  {yourMoveCount}
                </Badge>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="your-move">
          <GameList status="active" onlyYourMove onNewGame={openDialog} />
        </TabsContent>
        <TabsContent value="active">
          <GameList status="active" onNewGame={openDialog} />
        </TabsContent>
        <TabsContent value="finished">
          <GameList status="finished" onNewGame={openDialog} />
        </TabsContent>
      </Tabs>
      <Suspense fallback={null}>
        {dialogRequested && <NewGameDialog open={dialogOpen} onOpenChange={setDialogOpen} />}
      </Suspense>
    </div>
  );
}

interface GameListProps {
  status: GameListStatus;
  onlyYourMove?: boolean;
  onNewGame: () => void;
}

function GameList({ status, onlyYourMove = false, onNewGame }: GameListProps) {
  const me = useSignedInUser();
  const query = useGames(status);
  const games = useMemo(() => {
    const all: GameView[] = query.data?.pages.flatMap((page) => page.games) ?? [];
    return onlyYourMove ? all.filter((game) => game.yourMove) : all;
  }, [query.data, onlyYourMove]);
  const label = onlyYourMove ? 'Your move' : status === 'active' ? 'Active games' : 'Finished games';

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading games" className="grid gap-3">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    );
  }
  if (query.isError && games.length === 0) {
    return (
      <Card>
        <ErrorState
          title={GAMES_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </Card>
    );
  }
  if (games.length === 0) {
    const empty = onlyYourMove
      ? { title: GAMES_MESSAGES.noYourMove, description: GAMES_MESSAGES.noYourMoveHelp, icon: Swords }
      : status === 'active'
        ? { title: GAMES_MESSAGES.noActive, description: GAMES_MESSAGES.noActiveHelp, icon: Gamepad2 }
        : { title: GAMES_MESSAGES.noFinished, description: undefined, icon: Flag };
    return (
      <Card>
        <EmptyState
          {...empty}
          action={
            status === 'active' ? (
              <Button variant="outline" onClick={onNewGame}>
                <Plus aria-hidden />
                New game
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label={label} className="grid gap-3">
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} meId={me.id} />
          </li>
        ))}
      </ul>
      {/* The Your move tab filters what is loaded: more pages may hold more. */}
      <LoadMoreButton pages={query} className="justify-self-center">
        Load more games
      </LoadMoreButton>
    </div>
  );
}
