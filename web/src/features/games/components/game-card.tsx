import type { GameView } from '@boonies/contracts/games';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { gamePath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { RelativeTime } from '@/components/ui/relative-time';
import { gameSummary, opponentsLine } from '../game-rules';
import { SkateLetters } from './skate-letters';
import { TurnCountdown } from './turn-countdown';

/** One game in a list: who against whom, where it stands, everyone's letters. The card opens the game. */
export function GameCard({ game, meId }: { game: GameView; meId: string }) {
  const players = game.players.filter((player) => player.invitation === 'accepted');
  return (
    <Link
      to={gamePath(game.id)}
      className={cn(
        'grid gap-2 rounded-xl border bg-card p-3 transition-colors hover:bg-accent/50 sm:p-4',
        game.yourMove && 'border-ring/60 bg-indigo-500/5',
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="grid min-w-0 gap-0.5">
          <span className="truncate font-semibold">{opponentsLine(game, meId)}</span>
          <span className="text-sm text-muted-foreground">{gameSummary(game, meId)}</span>
        </span>
        <span className="flex shrink-0 items-center gap-1">
          {game.yourMove && <Badge className="bg-brand-gradient">Your move</Badge>}
          <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
        </span>
      </span>
      {players.length > 0 && game.status !== 'invited' && (
        <span className="grid gap-1">
          {players.map((player) => (
            <span key={player.user.id} className="flex items-center justify-between gap-2 text-sm">
              <span className={cn('truncate', player.out && 'text-muted-foreground line-through')}>
                {player.user.id === meId ? 'You' : `@${player.user.username}`}
              </span>
              <SkateLetters letters={player.letters} size="sm" />
            </span>
          ))}
        </span>
      )}
      <span className="text-xs text-muted-foreground">
        {game.status === 'active' && game.turn ? (
          <TurnCountdown deadline={game.turn.deadline} announce={false} />
        ) : (
          <>
            Updated <RelativeTime iso={game.updatedAt} />
          </>
        )}
      </span>
    </Link>
  );
}
