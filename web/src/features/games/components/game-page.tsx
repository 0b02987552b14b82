import type { GameView } from '@boonies/contracts/games';
import { ArrowLeft, History, Users } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useGame } from '../api/games';
import { gameSummary, MOVE_LABELS, opponentsLine, playerOf } from '../game-rules';
import { GAMES_MESSAGES } from '../games-messages';
import { GameMovePanel, ForfeitButton } from './game-move-panel';
import { GamePlayers } from './game-players';
import { GameTimeline } from './game-timeline';
import { TurnCountdown } from './turn-countdown';

/** `/games/:gameId`: the players and their letters, the turn and its countdown, the move, the timeline. */
export function GamePage() {
  const { gameId = '' } = useParams();
  const query = useGame(gameId);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.games}>
          <ArrowLeft aria-hidden />
          All games
        </Link>
      </Button>
      {query.data ? (
        <GameScreen game={query.data} />
      ) : query.isError ? (
        <Card>
          <PageHeader title="Game of S.K.A.T.E." className="sr-only" />
          <ErrorState
            title={isNotFound(query.error) ? GAMES_MESSAGES.notFound : GAMES_MESSAGES.gameLoadFailed}
            onRetry={isNotFound(query.error) ? undefined : () => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        </Card>
      ) : (
        <GameSkeleton />
      )}
    </div>
  );
}

function GameScreen({ game }: { game: GameView }) {
  const me = useSignedInUser();
  const statusRef = useRef<HTMLHeadingElement>(null);
  // After a move the panel it was made in is gone: focus goes to the turn's new state, which is read out.
  const focusStatus = useCallback(() => {
    requestAnimationFrame(() => statusRef.current?.focus());
  }, []);
  const mine = playerOf(game, me.id);
  const canForfeit = game.status === 'active' && mine?.invitation === 'accepted' && !mine.out;
  const turn = game.turn;
  const setter = turn ? playerOf(game, turn.setterId) : undefined;

  return (
    <>
      <PageHeader title="Game of S.K.A.T.E." description={opponentsLine(game, me.id)} className="mb-0" />
      <Card
        role="region"
        aria-labelledby="game-status"
        className={game.yourMove ? 'border-ring/60 ring-1 ring-ring/30' : undefined}
      >
        <CardHeader className="gap-2">
          <div aria-live="polite" aria-atomic>
            <CardTitle id="game-status" ref={statusRef} tabIndex={-1} className="text-lg outline-none">
              {gameSummary(game, me.id)}
            </CardTitle>
          </div>
          {turn && game.status === 'active' && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span>
                Turn {turn.number}
                {setter && <> · @{setter.user.username} sets</>}
                {turn.trick && <> · {turn.trick.name}</>}
              </span>
              <TurnCountdown deadline={turn.deadline} className="text-foreground" />
            </p>
          )}
          {game.status === 'invited' && (
            <p className="text-sm text-muted-foreground">
              Turns last {game.turnHours} hours once the game starts.
            </p>
          )}
        </CardHeader>
        {(game.yourMove || canForfeit) && (
          <CardContent className="grid gap-4">
            {game.yourMove && (
              <section aria-label={MOVE_LABELS[game.yourMove]} className="min-w-0">
                <GameMovePanel game={game} onActed={focusStatus} />
              </section>
            )}
            {canForfeit && (
              <div className="flex justify-end border-t pt-3">
                <ForfeitButton game={game} onActed={focusStatus} />
              </div>
            )}
          </CardContent>
        )}
      </Card>

      <Card role="region" aria-labelledby="game-players">
        <CardHeader className="pb-0">
          <CardTitle id="game-players" className="flex items-center gap-2">
            <Users aria-hidden className="size-4 text-ring" />
            Players
          </CardTitle>
        </CardHeader>
        <CardContent>
          <GamePlayers game={game} meId={me.id} />
        </CardContent>
      </Card>

      <section aria-labelledby="game-timeline" className="grid gap-3">
        <h2 id="game-timeline" className="flex items-center gap-2 text-lg font-semibold">
          <History aria-hidden className="size-5 text-ring" />
          Timeline
        </h2>
        <GameTimeline game={game} meId={me.id} onActed={focusStatus} />
      </section>
    </>
  );
}

function GameSkeleton() {
  return (
    <div role="status" aria-label="Loading game" className="grid gap-4">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}
