import type {
  ClipDto,
  GameAttemptDto,
  GameCall,
  GameTurnRecordDto,
  GameView,
} from '@boonies/contracts/games';
import { postPagePath } from '@boonies/contracts/links';
import { History, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { VideoPlayer } from '@/components/ui/video-player';
import { MediaView } from '@/features/media';
import { RelativeTime } from '@/components/ui/relative-time';
import { useGameAction } from '../api/game-actions';
import { canCall, GAME_CANCELLED_BY_BLOCK, playerOf } from '../game-rules';

interface TimelineProps {
  game: GameView;
  meId: string;
  /** After a call went through: the page moves focus to what changed. */
  onActed: () => void;
}

/** Every turn, newest first: the set, each attempt, the calls and verdicts, and the letters given. */
export function GameTimeline({ game, meId, onActed }: TimelineProps) {
  const turns = [...game.timeline].sort((a, b) => b.number - a.number);
  if (turns.length === 0) {
    return <EmptyState size="sm" icon={History} title="No turns yet" />;
  }
  return (
    <ol aria-label="Turns" className="grid gap-4">
      {turns.map((turn) => (
        <li key={turn.number}>
          <TurnEntry game={game} turn={turn} meId={meId} onActed={onActed} />
        </li>
      ))}
    </ol>
  );
}

const OUTCOME_LABELS: Record<GameTurnRecordDto['outcome'], string> = {
  pending: 'In play',
  counted: 'Counted',
  void: 'Void: no letters given',
  skipped: 'Skipped: no set in time',
};

/**
 * A void turn says why it gave no letters: the set judged a fake, or the game cancelled under it (a block)
 * — never the one for the other.
 */
function outcomeLabel(game: GameView, turn: GameTurnRecordDto): string {
  if (turn.outcome !== 'void') return OUTCOME_LABELS[turn.outcome];
  const last = game.timeline[game.timeline.length - 1];
  if (game.status === 'cancelled' && last?.number === turn.number) return GAME_CANCELLED_BY_BLOCK;
  if (turn.set?.verdict === 'fake') return 'Void: the set was judged a fake';
  return OUTCOME_LABELS.void;
}

function TurnEntry({ game, turn, meId, onActed }: TimelineProps & { turn: GameTurnRecordDto }) {
  const headingId = useId();
  const setter = playerOf(game, turn.setterId);
  const setterName = setter ? `@${setter.user.username}` : 'The setter';
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card/60 p-3 sm:p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          Turn {turn.number}: {setterName} {turn.trick ? `sets ${turn.trick.name}` : 'sets'}
        </h3>
        <Badge variant={turn.outcome === 'pending' ? 'outline' : 'secondary'}>
          {outcomeLabel(game, turn)}
        </Badge>
      </header>
      {turn.set ? (
        <ClipBlock
          game={game}
          turn={turn}
          clip={turn.set}
          authorId={turn.setterId}
          title={`${setterName}’s set`}
          meId={meId}
          onActed={onActed}
        />
      ) : (
        turn.outcome === 'pending' && <p className="text-sm text-muted-foreground">Waiting for the set.</p>
      )}
      {turn.attempts.length > 0 && (
        <ul aria-label={`Attempts in turn ${turn.number}`} className="grid gap-3">
          {turn.attempts.map((attempt) => (
            <li key={attempt.playerId}>
              <AttemptEntry game={game} turn={turn} attempt={attempt} meId={meId} onActed={onActed} />
            </li>
          ))}
        </ul>
      )}
      {turn.lettersGiven.length > 0 && (
        <p className="flex flex-wrap gap-2 text-sm">
          {turn.lettersGiven.map(({ playerId, letter }) => (
            <Badge key={playerId} variant="destructive">
              @{playerOf(game, playerId)?.user.username ?? 'someone'} got {letter}
            </Badge>
          ))}
        </p>
      )}
    </article>
  );
}

const RESULT_LABELS: Record<GameAttemptDto['result'], string> = {
  pending: 'Judging',
  make: 'Make',
  fake: 'Fake',
  missed: 'Missed',
  bailed: 'Bailed',
};

function AttemptEntry({
  game,
  turn,
  attempt,
  meId,
  onActed,
}: TimelineProps & { turn: GameTurnRecordDto; attempt: GameAttemptDto }) {
  const player = playerOf(game, attempt.playerId);
  const who = player ? `@${player.user.username}` : 'A player';
  if (attempt.clip) {
    return (
      <ClipBlock
        game={game}
        turn={turn}
        clip={attempt.clip}
        authorId={attempt.playerId}
        title={`${who}’s attempt`}
        meId={meId}
        onActed={onActed}
      />
    );
  }
  const waiting = attempt.result === 'pending';
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-muted/40 px-3 py-2 text-sm">
      <span className="font-medium">{who}’s attempt</span>
      {waiting ? (
        <span className="text-muted-foreground">Not posted yet</span>
      ) : (
        <Badge variant="destructive">{RESULT_LABELS[attempt.result]}</Badge>
      )}
    </p>
  );
}

const VERDICT_LABELS: Record<ClipDto['verdict'], string> = {
  pending: 'Judging',
  make: 'Make',
  fake: 'Fake',
};

interface ClipBlockProps extends TimelineProps {
  turn: GameTurnRecordDto;
  clip: ClipDto;
  authorId: string;
  title: string;
}

function ClipBlock({ game, turn, clip, authorId, title, meId, onActed }: ClipBlockProps) {
  const headingId = useId();
  const mayCall = canCall(game, turn, clip, authorId, meId);
  const trickName = turn.trick?.name ?? 'trick';
  return (
    <section
      aria-labelledby={headingId}
      data-awaiting-call={mayCall || undefined}
      tabIndex={-1}
      className="grid gap-2 rounded-lg border bg-background/40 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          {title}
        </h4>
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <RelativeTime iso={clip.postedAt} />
          <Badge
            variant={clip.verdict === 'make' ? 'brand' : clip.verdict === 'fake' ? 'destructive' : 'outline'}
          >
            {VERDICT_LABELS[clip.verdict]}
          </Badge>
        </span>
      </header>
      {clip.media ? (
        <MediaView media={clip.media} alt={`${title}: ${trickName}`} />
      ) : clip.videoUrl ? (
        <VideoPlayer url={clip.videoUrl} title={`${title}: ${trickName}`} />
      ) : (
        <p className="rounded-lg bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
          This clip’s post is no longer available.
        </p>
      )}
      {clip.disputed && clip.verdict === 'pending' && (
        <p className="text-xs text-muted-foreground">
          Disputed: the community’s verification of this clip decides.{' '}
          <Link
            to={postPagePath(clip.postId)}
            className="font-medium text-link underline-offset-2 hover:underline"
          >
            Vote on it
          </Link>
        </p>
      )}
      {clip.calls.length > 0 && (
        <ul aria-label="Calls" className="flex flex-wrap gap-2 text-xs">
          {clip.calls.map(({ judgeId, call }) => (
            <li key={judgeId}>
              <Badge variant="secondary">
                {judgeId === meId ? 'You' : `@${playerOf(game, judgeId)?.user.username ?? 'someone'}`}: {call}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {mayCall && (
        <CallButtons
          gameId={game.id}
          postId={clip.postId}
          subject={`${title} (${trickName})`}
          onActed={onActed}
        />
      )}
    </section>
  );
}

function CallButtons({
  gameId,
  postId,
  subject,
  onActed,
}: {
  gameId: string;
  postId: string;
  subject: string;
  onActed: () => void;
}) {
  const action = useGameAction(gameId);
  const pending = action.isPending ? (action.variables as { call?: GameCall }).call : undefined;
  function call(next: GameCall): void {
    action.mutate({ kind: 'call', postId, call: next }, { onSuccess: onActed });
  }
  return (
    <div role="group" aria-label={`Call ${subject}`} className="grid grid-cols-2 gap-2">
      <Button
        variant="outline"
        className="border-green-500/50"
        aria-label={`Make: ${subject}`}
        isLoading={pending === 'make'}
        disabled={action.isPending}
        onClick={() => call('make')}
      >
        {pending !== 'make' && <ThumbsUp aria-hidden />}
        Make
      </Button>
      <Button
        variant="outline"
        className="border-destructive/60"
        aria-label={`Fake: ${subject}`}
        isLoading={pending === 'fake'}
        disabled={action.isPending}
        onClick={() => call('fake')}
      >
        {pending !== 'fake' && <ThumbsDown aria-hidden />}
        Fake
      </Button>
    </div>
  );
}
