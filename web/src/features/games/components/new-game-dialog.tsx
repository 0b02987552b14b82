import {
  DEFAULT_GAME_TURN_HOURS,
  GAME_MAX_OPPONENTS,
  GAME_TURN_HOURS,
  type GameTurnHours,
} from '@boonies/contracts/games';
import type { UserSummaryDto } from '@boonies/contracts/social';
import { Plus, Send, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SkaterSearch } from '@/components/ui/skater-search';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessageOf } from '@/lib/api-client';
import { gamePath } from '@/lib/paths';
import { useSkaterSearch } from '@/lib/skater-search';
import { cn } from '@/lib/utils';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useCreateGame } from '../api/game-actions';
import { GAMES_MESSAGES } from '../games-messages';
import { GamePerson } from './game-person';

/** Who the dialog starts with, e.g. the skater whose profile it was opened from. */
export type Opponent = Pick<UserSummaryDto, 'id' | 'username' | 'displayName' | 'profilePicture'> &
  Partial<UserSummaryDto>;

interface NewGameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialOpponents?: readonly Opponent[];
}

/** Challenge one to four skaters (found by name; brands are left out) and choose how long a turn lasts. */
export function NewGameDialog({ open, onOpenChange, initialOpponents = [] }: NewGameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New game of S.K.A.T.E.</DialogTitle>
          <DialogDescription>
            Challenge up to {GAME_MAX_OPPONENTS} skaters. The game starts once everyone has answered.
          </DialogDescription>
        </DialogHeader>
        {open && <ChallengeForm initialOpponents={initialOpponents} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ChallengeForm({
  initialOpponents,
  onDone,
}: {
  initialOpponents: readonly Opponent[];
  onDone: () => void;
}) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [opponents, setOpponents] = useState<Opponent[]>([...initialOpponents]);
  const [turnHours, setTurnHours] = useState<GameTurnHours>(DEFAULT_GAME_TURN_HOURS);
  const [tried, setTried] = useState(false);
  const create = useCreateGame();
  const search = useSkaterSearch();
  const full = opponents.length >= GAME_MAX_OPPONENTS;
  const errorId = useId();
  const noneChosen = tried && opponents.length === 0;

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTried(true);
    if (opponents.length === 0) return;
    create.mutate(
      { opponentIds: opponents.map((opponent) => opponent.id), turnHours },
      {
        onSuccess: (game) => {
          toast.success(GAMES_MESSAGES.challengeSent);
          onDone();
          void navigate(gamePath(game.id));
        },
        onError: (error) =>
          toast.error(GAMES_MESSAGES.challengeFailed, { description: serverMessageOf(error) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <section aria-label="Opponents" className="grid gap-2">
        <h3 className="text-sm font-medium">
          Opponents{' '}
          <span className="font-normal text-muted-foreground">
            ({opponents.length}/{GAME_MAX_OPPONENTS})
          </span>
        </h3>
        {opponents.length > 0 ? (
          <ul aria-label="Chosen opponents" className="flex flex-wrap gap-2">
            {opponents.map((opponent) => (
              <li
                key={opponent.id}
                className="flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pl-3 pr-0.5 text-sm"
              >
                @{opponent.username}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 rounded-full"
                  aria-label={`Remove @${opponent.username}`}
                  onClick={() =>
                    setOpponents((current) => current.filter((other) => other.id !== opponent.id))
                  }
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p
            id={errorId}
            className={cn(
              'text-sm',
              noneChosen ? 'text-destructive dark:text-red-300' : 'text-muted-foreground',
            )}
            role={noneChosen ? 'alert' : undefined}
          >
            {noneChosen ? 'Choose at least one skater to challenge' : 'Nobody chosen yet'}
          </p>
        )}
      </section>
      {!full && (
        <SkaterSearch
          search={search}
          label="Search skaters"
          listLabel="Skaters"
          emptyTitle={GAMES_MESSAGES.noSkaters}
          excludeIds={new Set([me.id, ...opponents.map((opponent) => opponent.id)])}
          describedBy={noneChosen ? errorId : undefined}
          listClassName="max-h-56 overflow-y-auto"
          itemClassName="flex items-center justify-between gap-2 py-2"
          renderSkater={(skater, picked) => (
            <>
              <GamePerson user={skater} />
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Add @${skater.username}`}
                onClick={() => {
                  setOpponents((current) => [...current, skater]);
                  picked();
                }}
              >
                <Plus aria-hidden />
                Add
              </Button>
            </>
          )}
        />
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Time per turn</legend>
        <div className="grid grid-cols-4 gap-2">
          {GAME_TURN_HOURS.map((hours) => (
            <label
              key={hours}
              className="flex h-10 cursor-pointer items-center justify-center rounded-md border text-sm font-medium has-[:checked]:border-ring has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="turn-hours"
                value={hours}
                checked={turnHours === hours}
                onChange={() => setTurnHours(hours)}
                className="sr-only"
              />
              {hours} h
            </label>
          ))}
        </div>
      </fieldset>
      <DialogFooter>
        <Button type="submit" isLoading={create.isPending}>
          {!create.isPending && <Send aria-hidden />}
          Send challenge
        </Button>
      </DialogFooter>
    </form>
  );
}
