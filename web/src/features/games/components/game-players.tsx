import type { GamePlayerDto, GameView } from '@boonies/contracts/games';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { SkateLetters } from './skate-letters';
import { GamePerson } from './game-person';

/** Everyone in the game in seat order, with their letters and where they stand. */
export function GamePlayers({ game, meId }: { game: GameView; meId: string }) {
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  return (
    <ul aria-label="Players" className="grid divide-y">
      {players.map((player) => (
        <li
          key={player.user.id}
          aria-current={game.turn?.setterId === player.user.id ? 'step' : undefined}
          className={cn(
            'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3',
            (player.out || player.invitation === 'declined') && 'opacity-60',
          )}
        >
          <GamePerson user={player.user} detail={player.user.id === meId ? 'you' : undefined} />
          <span className="flex flex-wrap items-center gap-2">
            <PlayerStatus game={game} player={player} />
            {player.invitation === 'accepted' && <SkateLetters letters={player.letters} />}
          </span>
        </li>
      ))}
    </ul>
  );
}

function PlayerStatus({ game, player }: { game: GameView; player: GamePlayerDto }) {
  if (game.winnerId === player.user.id) {
    return (
      <Badge variant="pro">
        <Crown aria-hidden className="size-3" />
        Winner
      </Badge>
    );
  }
  if (player.invitation === 'pending') return <Badge variant="secondary">Invited</Badge>;
  if (player.invitation === 'declined') return <Badge variant="secondary">Declined</Badge>;
  if (player.forfeited) return <Badge variant="destructive">Forfeited</Badge>;
  if (player.out) return <Badge variant="destructive">Out</Badge>;
  if (game.status === 'active' && game.turn?.setterId === player.user.id) {
    return <Badge className="bg-brand-gradient">Setter</Badge>;
  }
  return null;
}
