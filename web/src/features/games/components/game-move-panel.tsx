import type { GameTrickDto, GameView } from '@boonies/contracts/games';
import { Check, Crosshair, Flag, Send, Video, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { serverMessageOf } from '@/lib/api-client';
import { useGameAction, usePostGameClip } from '../api/game-actions';
import { canCall, currentTurnOf } from '../game-rules';
import { GAMES_MESSAGES } from '../games-messages';
import { ClipSourceField, clipSourceError, useClipSource } from './clip-source-field';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { GameTrickPicker } from './game-trick-picker';

interface MoveProps {
  game: GameView;
  /** After the move went through: the page moves focus to what changed. */
  onActed: () => void;
}

/** The one thing the game waits for from the reader, if anything. */
export function GameMovePanel({ game, onActed }: MoveProps) {
  switch (game.yourMove) {
    case 'answer':
      return <AnswerChallenge game={game} onActed={onActed} />;
    case 'set':
      return <SetTrickForm game={game} onActed={onActed} />;
    case 'attempt':
      return <AttemptForm game={game} onActed={onActed} />;
    case 'call':
      return <CallPrompt />;
    default:
      return null;
  }
}

function AnswerChallenge({ game, onActed }: MoveProps) {
  const action = useGameAction(game.id);
  const kind = action.isPending ? action.variables.kind : undefined;
  const answer = (next: 'accept' | 'decline') => action.mutate({ kind: next }, { onSuccess: onActed });
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Each turn lasts {game.turnHours} hours. Miss a trick and you take a letter; spell S-K-A-T-E and you
        are out.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button isLoading={kind === 'accept'} disabled={action.isPending} onClick={() => answer('accept')}>
          {kind !== 'accept' && <Check aria-hidden />}
          Accept
        </Button>
        <Button
          variant="outline"
          isLoading={kind === 'decline'}
          disabled={action.isPending}
          onClick={() => answer('decline')}
        >
          {kind !== 'decline' && <X aria-hidden />}
          Decline
        </Button>
      </div>
    </div>
  );
}

function SetTrickForm({ game, onActed }: MoveProps) {
  const [trick, setTrick] = useState<GameTrickDto | null>(null);
  const [videoUrl, setVideoUrl] = useState('');
  const [tried, setTried] = useState(false);
  // A clip posted whose set did not go through: a retry hands in the same post.
  const source = useClipSource();
  const clip = source.mediaId ?? videoUrl.trim();
  const [posted, setPosted] = useState<{ postId: string; trickId: string; clip: string } | null>(null);
  const post = usePostGameClip(game.id, 'set', (postId) =>
    setPosted({ postId, trickId: trick?.id ?? '', clip }),
  );
  const urlError = tried ? clipSourceError(source, videoUrl) : null;

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTried(true);
    if (!trick || clipSourceError(source, videoUrl)) return;
    const reuse = posted && posted.trickId === trick.id && posted.clip === clip;
    post.mutate(
      { trick, ...clipOf(source.mediaId, videoUrl), postId: reuse ? posted.postId : undefined },
      {
        onSuccess: onActed,
        onError: (error) =>
          toast.error(GAMES_MESSAGES.actionFailed, {
            description: serverMessageOf(error) ?? (posted ? GAMES_MESSAGES.clipPostedGameFailed : undefined),
          }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Set a trick">
      <p className="text-sm text-muted-foreground">
        Pick a trick from the catalogue, land it on video, and add the clip or its link. Everyone else must
        match it.
      </p>
      <GameTrickPicker chosen={trick} onChoose={setTrick} invalid={tried && !trick} />
      {tried && !trick && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {GAMES_MESSAGES.pickTrick}
        </p>
      )}
      <ClipSourceField source={source} videoUrl={videoUrl} onVideoUrl={setVideoUrl} error={urlError} />
      <Button type="submit" isLoading={post.isPending} className="sm:w-fit">
        {!post.isPending && <Send aria-hidden />}
        Post set
      </Button>
    </form>
  );
}

function AttemptForm({ game, onActed }: MoveProps) {
  const me = useSignedInUser();
  const trick = game.turn?.trick ?? null;
  const turn = currentTurnOf(game);
  // The set waits for this player's call too: say so, or the turn would wait on it until the deadline.
  const setAwaitsCall = Boolean(turn?.set && canCall(game, turn, turn.set, turn.setterId, me.id));
  const [videoUrl, setVideoUrl] = useState('');
  const [tried, setTried] = useState(false);
  const source = useClipSource();
  const clip = source.mediaId ?? videoUrl.trim();
  const [posted, setPosted] = useState<{ postId: string; clip: string } | null>(null);
  const [confirmBail, setConfirmBail] = useState(false);
  const post = usePostGameClip(game.id, 'attempt', (postId) => setPosted({ postId, clip }));
  const bail = useGameAction(game.id);
  const urlError = tried ? clipSourceError(source, videoUrl) : null;

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTried(true);
    if (!trick || clipSourceError(source, videoUrl)) return;
    const reuse = posted && posted.clip === clip;
    post.mutate(
      { trick, ...clipOf(source.mediaId, videoUrl), postId: reuse ? posted.postId : undefined },
      {
        onSuccess: onActed,
        onError: (error) =>
          toast.error(GAMES_MESSAGES.actionFailed, {
            description: serverMessageOf(error) ?? (posted ? GAMES_MESSAGES.clipPostedGameFailed : undefined),
          }),
      },
    );
  }

  function takeBail(): void {
    bail.mutate(
      { kind: 'bail' },
      {
        onSuccess: () => {
          setConfirmBail(false);
          onActed();
        },
      },
    );
  }

  return (
    // On a phone everything wraps inside the card's width: a long trick name never pushes it sideways.
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-4" aria-label="Match the trick">
      <p className="flex items-start gap-2 text-sm">
        <Crosshair aria-hidden className="mt-0.5 size-4 shrink-0 text-ring" />
        <span className="min-w-0 break-words">
          Land the <strong>{trick?.name ?? 'trick'}</strong> on video and add the clip or its link.
        </span>
      </p>
      {setAwaitsCall && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm">
          <span className="min-w-0 break-words">Call the set too: was it a make?</span>
          <Button variant="secondary" size="sm" onClick={goToClipAwaitingCall}>
            Go to the set
          </Button>
        </div>
      )}
      <ClipSourceField source={source} videoUrl={videoUrl} onVideoUrl={setVideoUrl} error={urlError} />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button
          type="submit"
          isLoading={post.isPending}
          disabled={bail.isPending}
          className="h-auto min-h-10 min-w-0 whitespace-normal py-2"
        >
          {!post.isPending && <Video aria-hidden />}
          Post attempt
        </Button>
        <ConfirmActionDialog
          open={confirmBail}
          onOpenChange={setConfirmBail}
          trigger={
            <Button
              variant="outline"
              disabled={post.isPending}
              className="h-auto min-h-10 min-w-0 whitespace-normal py-2"
            >
              I bailed
            </Button>
          }
          title="Take the letter?"
          description={`You give up on the ${trick?.name ?? 'trick'} this turn and take your next letter.`}
          confirmLabel="Take the letter"
          isLoading={bail.isPending}
          onConfirm={takeBail}
        />
      </div>
    </form>
  );
}

/** The uploaded clip when there is one, else the pasted link. */
function clipOf(mediaId: string | null, videoUrl: string): { mediaId: string } | { videoUrl: string } {
  return mediaId ? { mediaId } : { videoUrl: videoUrl.trim() };
}

/** The clips to judge are in the timeline, each with its Make and Fake buttons: this leads there. */
function goToClipAwaitingCall(): void {
  const clip = document.querySelector<HTMLElement>('[data-awaiting-call]');
  if (!clip) return;
  clip.scrollIntoView({ block: 'center' });
  clip.focus({ preventScroll: true });
}

function CallPrompt() {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Watch the clip and call it: a make, or a fake. If the players disagree, the community decides.
      </p>
      <Button variant="secondary" className="sm:w-fit" onClick={goToClipAwaitingCall}>
        Go to the clip
      </Button>
    </div>
  );
}

/** Leave the game at once: the forfeit counts as a loss. */
export function ForfeitButton({ game, onActed }: MoveProps) {
  const [open, setOpen] = useState(false);
  const action = useGameAction(game.id);
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive dark:text-red-300">
          <Flag aria-hidden />
          Forfeit
        </Button>
      }
      title="Forfeit this game?"
      description="You are out at once and the game counts as a loss. This cannot be undone."
      confirmLabel="Forfeit"
      isLoading={action.isPending}
      onConfirm={() =>
        action.mutate(
          { kind: 'forfeit' },
          {
            onSuccess: () => {
              setOpen(false);
              onActed();
            },
          },
        )
      }
    />
  );
}
