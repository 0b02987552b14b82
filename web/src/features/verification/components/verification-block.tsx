import type { UserDto } from '@boonies/contracts/auth';
import type { PostDto, VerificationSummaryDto } from '@boonies/contracts/posts';
import { makePercentage, VERIFICATION_MESSAGES, type VerificationDto } from '@boonies/contracts/verification';
import { BadgeCheck, Check, Hourglass, Scale, ShieldOff, ShieldX, UserRoundX, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { trickPath } from '@/lib/paths';
import { useInView } from '@/lib/use-in-view';
import { cn } from '@/lib/utils';
import { useCastVote } from '../api/cast-vote';
import { useMyVote } from '../api/my-vote';
import { usePostVerifications } from '../api/post-verifications';
import { progressWords, type ProgressWords } from '../progress-words';
import { useRemoveVerification } from '../api/remove-verification';
import { VERIFICATION_UI_MESSAGES } from '../verification-messages';

interface VerificationBlockProps {
  post: Pick<PostDto, 'id' | 'userId' | 'verifications'>;
  viewer: Pick<UserDto, 'id' | 'isAdmin'>;
  className?: string;
}

/** Make or fake, per tagged trick of a trick video: the community's votes, the share of makes, and yours. */
export function VerificationBlock({ post, viewer, className }: VerificationBlockProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  // Each skater's own votes are asked for only when the block comes near the screen, not for the whole feed.
  const nearScreen = useInView(ref, { rootMargin: '400px', fallback: true });
  const isPoster = viewer.id === post.userId;
  const counted = usePostVerifications(post.id, { enabled: nearScreen });
  return (
    <section
      ref={ref}
      aria-labelledby={`${id}-title`}
      className={cn('grid gap-3 rounded-lg border bg-background/40 p-3 sm:p-4', className)}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Make or fake?
      </h3>
      {isPoster && (
        <p id={`${id}-own`} className="-mt-2 text-xs text-muted-foreground">
          {VERIFICATION_MESSAGES.ownPost}. The community decides.
        </p>
      )}
      <ul className="grid gap-4">
        {post.verifications.map((verification) =>
          verification.removed ? (
            <RemovedVerificationRow key={verification.id} verification={verification} />
          ) : (
            <VerificationRow
              key={verification.id}
              postId={post.id}
              verification={verification}
              counted={counted.data?.find((found) => found.id === verification.id)}
              canVote={!isPoster}
              loadMyVote={nearScreen && !isPoster}
              isAdmin={viewer.isAdmin}
              explanationId={isPoster ? `${id}-own` : undefined}
            />
          ),
        )}
      </ul>
    </section>
  );
}

/** An admin took the verification back: it says so, and there is nothing left to vote on. */
function RemovedVerificationRow({ verification }: { verification: VerificationSummaryDto }) {
  return (
    <li className="grid gap-1">
      <Link to={trickPath(verification.trickId)} className="font-medium hover:underline">
        {verification.trickName}
      </Link>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <ShieldOff aria-hidden className="size-4 shrink-0" />
        {VERIFICATION_UI_MESSAGES.removedByAdmin}
      </p>
    </li>
  );
}

interface VerificationRowProps {
  postId: string;
  verification: VerificationSummaryDto;
  /** The community rule's count of the same votes; absent until loaded (or if it fails to load). */
  counted: VerificationDto | undefined;
  canVote: boolean;
  loadMyVote: boolean;
  isAdmin: boolean;
  explanationId: string | undefined;
}

function VerificationRow({
  postId,
  verification,
  counted,
  canVote,
  loadMyVote,
  isAdmin,
  explanationId,
}: VerificationRowProps) {
  const { id, trickId, trickName, votesFor, votesAgainst, isVerified } = verification;
  const myVote = useMyVote(id, { enabled: loadMyVote });
  const cast = useCastVote();
  const remove = useRemoveVerification();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const vote = myVote.data?.vote ?? null;
  const percentage = verification.percentage ?? makePercentage(votesFor, votesAgainst);
  const summary = percentage === null ? 'No votes yet' : `${percentage}% make`;

  function choose(next: boolean): void {
    // Voting again the same way changes nothing; the other way changes the vote.
    if (!canVote || cast.isPending || vote === next) return;
    cast.mutate({ postId, verificationId: id, vote: next });
  }

  return (
    <li className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={trickPath(trickId)} className="font-medium hover:underline">
          {trickName}
        </Link>
        {isVerified ? (
          <Badge variant="brand">
            <BadgeCheck aria-hidden className="size-3.5" />
            Verified
          </Badge>
        ) : (
          <span className="text-xs text-muted-foreground">Not verified yet</span>
        )}
      </div>
      <div
        role="meter"
        aria-label={`${trickName} make votes`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage ?? 0}
        aria-valuetext={summary}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            isVerified ? 'bg-emerald-500' : 'bg-brand-gradient',
          )}
          style={{ width: `${percentage ?? 0}%` }}
        />
      </div>
      <p className="text-xs tabular-nums text-muted-foreground">
        {summary} · {votesFor} make · {votesAgainst} fake
      </p>
      {/* Polite: after a vote, or another skater's, the new standing of the trick is read out. The region
          appears with its first words, so a feed full of clips is not read out as it loads. */}
      {counted && (
        <div aria-live="polite" aria-atomic="true" className="grid gap-0.5">
          <ProgressExplanation words={progressWords(counted)} />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <VoteButton
          label="Make"
          trickName={trickName}
          pressed={vote === true}
          canVote={canVote}
          isLoading={cast.isPending && cast.variables?.vote === true}
          explanationId={explanationId}
          onClick={() => choose(true)}
        />
        <VoteButton
          label="Fake"
          trickName={trickName}
          pressed={vote === false}
          canVote={canVote}
          isLoading={cast.isPending && cast.variables?.vote === false}
          explanationId={explanationId}
          onClick={() => choose(false)}
        />
        {isAdmin && isVerified && (
          <Button
            variant="ghost"
            size="sm"
            className="h-10 text-muted-foreground"
            isLoading={remove.isPending}
            onClick={() => setConfirmingRemoval(true)}
          >
            {!remove.isPending && <ShieldOff aria-hidden />}
            Remove verification
          </Button>
        )}
      </div>
      <Dialog open={confirmingRemoval} onOpenChange={setConfirmingRemoval}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{VERIFICATION_UI_MESSAGES.removeTitle(trickName)}</DialogTitle>
            <DialogDescription>{VERIFICATION_UI_MESSAGES.removeConsequence}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              isLoading={remove.isPending}
              onClick={() => remove.mutate(id, { onSuccess: () => setConfirmingRemoval(false) })}
            >
              Remove verification
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

const TONE_ICONS = {
  waiting: Hourglass,
  verified: BadgeCheck,
  rejected: ShieldX,
  contested: Scale,
} as const;

/** What the trick still needs, or who settled it, and the votes that did not count. */
function ProgressExplanation({ words }: { words: ProgressWords }) {
  const Icon = TONE_ICONS[words.tone];
  return (
    <>
      <p className="flex items-center gap-1.5 text-sm">
        <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        {words.status}
      </p>
      {words.discounted && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <UserRoundX aria-hidden className="size-3.5 shrink-0" />
          {words.discounted}
        </p>
      )}
    </>
  );
}

interface VoteButtonProps {
  label: 'Make' | 'Fake';
  trickName: string;
  pressed: boolean;
  canVote: boolean;
  isLoading: boolean;
  explanationId: string | undefined;
  onClick: () => void;
}

function VoteButton({
  label,
  trickName,
  pressed,
  canVote,
  isLoading,
  explanationId,
  onClick,
}: VoteButtonProps) {
  const Icon = label === 'Make' ? Check : X;
  return (
    <Button
      variant="outline"
      size="sm"
      // Still focusable when voting is not allowed, so a screen reader reaches it and hears why.
      aria-disabled={!canVote || undefined}
      aria-describedby={explanationId}
      aria-pressed={pressed}
      isLoading={isLoading}
      onClick={onClick}
      className={cn(
        'h-10 min-w-24',
        !canVote && 'cursor-not-allowed opacity-50',
        pressed &&
          (label === 'Make'
            ? 'border-emerald-500/60 bg-emerald-500/15 text-emerald-700 dark:text-emerald-300'
            : 'border-rose-500/60 bg-rose-500/15 text-rose-700 dark:text-rose-300'),
      )}
    >
      {!isLoading && <Icon aria-hidden />}
      {label}
      <span className="sr-only"> {trickName}</span>
    </Button>
  );
}
