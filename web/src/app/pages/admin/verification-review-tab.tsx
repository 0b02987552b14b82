import {
  type ContestedVerificationDto,
  type ContestReason,
  makePercentage,
  type ReviewVoteDto,
  type StandingTier,
  type VerificationVerdict,
} from '@boonies/contracts/verification';
import { BadgeCheck, Check, ShieldCheck, ShieldX, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-client';
import { countOf, formatFullTime } from '@/lib/format';
import { profilePath, trickPath } from '@/lib/paths';
import { PostMedia, usePost } from '@/features/posts';
import { progressWords } from '@/features/verification';
import { ADMIN_MESSAGES } from '@/features/admin/admin-messages';
import {
  useContestedVerifications,
  useDecideVerification,
} from '@/features/admin/api/contested-verifications';
import { DecisionDialog } from '@/features/admin/components/decision-dialog';

const REASONS: Record<ContestReason, string> = {
  fake_votes: 'Fake votes',
  reported: 'Reported',
};

const TIERS: Record<StandingTier, string> = {
  none: 'no standing',
  established: 'established',
  staff: 'staff',
};

/** The review queue: contested verifications, oldest first, each with its clip, votes and verdict buttons. */
export function VerificationReviewTab() {
  const id = useId();
  const queue = useContestedVerifications();
  const entries = queue.data ?? [];

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Verification review
        </h2>
        <p className="text-sm text-muted-foreground">
          Verifications contested by fake votes or a report, the longest waiting first. Your decision is
          final.
        </p>
      </div>
      {queue.isPending ? (
        <Spinner label="Loading contested verifications..." />
      ) : queue.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadContestedFailed}
          onRetry={() => void queue.refetch()}
          isRetrying={queue.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={ADMIN_MESSAGES.noContested} />
      ) : (
        <ul
          aria-label="Contested verifications"
          aria-busy={queue.isFetching || undefined}
          className="grid gap-3"
        >
          {entries.map((entry) => (
            <li key={entry.verification.id}>
              <ContestedCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContestedCard({ entry }: { entry: ContestedVerificationDto }) {
  const id = useId();
  const { verification, reason, contestedAt, votes } = entry;
  const post = usePost(verification.postId);
  const decide = useDecideVerification();
  const [verdict, setVerdict] = useState<VerificationVerdict | null>(null);
  const trickName =
    post.data?.tricks.find((trick) => trick.id === verification.trickId)?.name ?? verification.trickId;
  const poster = post.data?.author.username;
  const title = poster ? `${trickName} by @${poster}` : trickName;
  const percentage =
    verification.percentage ?? makePercentage(verification.votesFor, verification.votesAgainst);
  const words = progressWords(verification);

  function open(next: VerificationVerdict): void {
    decide.reset();
    setVerdict(next);
  }

  return (
    <Card aria-labelledby={`${id}-title`} role="article" className="grid gap-3 p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <Badge variant={reason === 'reported' ? 'destructive' : 'secondary'}>{REASONS[reason]}</Badge>
        <span className="text-xs text-muted-foreground">
          Contested <time dateTime={contestedAt}>{formatFullTime(contestedAt)}</time>
        </span>
      </header>

      <div className="rounded-md bg-muted/50 p-3">
        {post.data ? (
          <>
            {post.data.content && (
              <p className="whitespace-pre-wrap break-words text-sm">{post.data.content}</p>
            )}
            <PostMedia post={post.data} authorName={`@${post.data.author.username}`} />
          </>
        ) : post.isError ? (
          <p className="text-sm text-muted-foreground">{ADMIN_MESSAGES.loadClipFailed}</p>
        ) : (
          <Spinner label="Loading the clip..." />
        )}
        <Link to={trickPath(verification.trickId)} className="mt-2 inline-block text-sm underline">
          About {trickName}
        </Link>
      </div>

      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">Votes</dt>
        <dd className="tabular-nums">
          {percentage === null ? 'No votes yet' : `${percentage}% make`} · {verification.votesFor} make ·{' '}
          {verification.votesAgainst} fake
        </dd>
        <dt className="text-muted-foreground">By weight</dt>
        <dd className="tabular-nums">
          {verification.weightedFor} make · {verification.weightedAgainst} fake
        </dd>
        <dt className="text-muted-foreground">Progress</dt>
        <dd>
          {countOf(verification.progress.makeVoters, 'make voter')} with standing ·{' '}
          {words.discounted ?? 'every vote counted'}
        </dd>
      </dl>

      <VotesTable caption={`Votes on ${title}`} votes={votes} />

      <div role="group" aria-label={`Decide ${title}`} className="flex flex-wrap gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => open('verified')}>
          <BadgeCheck aria-hidden />
          Verify
        </Button>
        <Button size="sm" variant="destructive" disabled={decide.isPending} onClick={() => open('rejected')}>
          <ShieldX aria-hidden />
          Reject
        </Button>
      </div>
      {verdict && (
        <DecisionDialog
          verdict={verdict}
          trickName={trickName}
          isPending={decide.isPending}
          error={decide.isError ? (serverMessageOf(decide.error) ?? ADMIN_MESSAGES.decideFailed) : null}
          onOpenChange={(isOpen) => !isOpen && setVerdict(null)}
          onConfirm={(note) =>
            decide.mutate(
              { id: verification.id, verdict, ...(note ? { note } : {}) },
              { onSuccess: () => setVerdict(null) },
            )
          }
        />
      )}
    </Card>
  );
}

/** Every vote, with the weight it was cast with, the voter's standing now, and whether it counted. */
function VotesTable({ caption, votes }: { caption: string; votes: ReviewVoteDto[] }) {
  if (votes.length === 0) return <p className="text-sm text-muted-foreground">No votes</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Voter
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Vote
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Weight cast
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Standing now
            </th>
            <th scope="col" className="py-1 font-medium">
              Counted
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {votes.map((vote) => (
            <tr key={vote.voterId}>
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {vote.username ? (
                  <Link to={profilePath(vote.voterId)} className="font-medium hover:underline">
                    @{vote.username}
                  </Link>
                ) : (
                  <span className="text-muted-foreground">Deleted account</span>
                )}
              </th>
              <td className="py-1.5 pr-3">
                <span className="inline-flex items-center gap-1">
                  {vote.vote ? (
                    <Check aria-hidden className="size-3.5" />
                  ) : (
                    <X aria-hidden className="size-3.5" />
                  )}
                  {vote.vote ? 'Make' : 'Fake'}
                </span>
              </td>
              <td className="py-1.5 pr-3 tabular-nums">×{vote.weight}</td>
              <td className="py-1.5 pr-3 tabular-nums">
                ×{vote.standing.weight} ({TIERS[vote.standing.tier]})
              </td>
              <td className="py-1.5">
                {vote.discounted ? (
                  <Badge variant="outline">Didn’t count</Badge>
                ) : (
                  <span className="text-muted-foreground">Counted</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
