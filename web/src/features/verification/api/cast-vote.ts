import { VERIFICATION_MESSAGES, type VoteResultDto } from '@boonies/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { updateCachedVerification } from '@/lib/feed-cache';
import { NOT_COUNTED_BECAUSE, VERIFICATION_UI_MESSAGES } from '../verification-messages';
import { myVoteQueryOptions } from './my-vote';
import { postVerificationsQueryOptions } from './post-verifications';
import { isRateLimited } from '@/lib/rate-limit-toast';
import { castVoteMutationKey } from '@/lib/query-keys';

export interface CastVoteRequest {
  /** The trick video, whose counted verifications are fetched again after the vote. */
  postId: string;
  verificationId: string;
  /** `true` = make, `false` = fake. */
  vote: boolean;
}

export function castVote({ verificationId, vote }: CastVoteRequest): Promise<VoteResultDto> {
  return api.POST('/api/verifications/{id}/vote', {
    params: { path: { id: verificationId } },
    body: { vote },
  });
}

/** Votes make or fake; the tally the server answers replaces the one on every card. */
export function useCastVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: castVoteMutationKey,
    mutationFn: castVote,
    onSuccess: (result, { postId }) => {
      queryClient.setQueryData(myVoteQueryOptions(result.verificationId).queryKey, { vote: result.vote });
      updateCachedVerification(queryClient, result.verificationId, {
        votesFor: result.votesFor,
        votesAgainst: result.votesAgainst,
        isVerified: result.isVerified,
        percentage: result.percentage,
      });
      // The answer has the plain tally only: what the vote weighed, and what is still needed, come anew.
      void queryClient.invalidateQueries({ queryKey: postVerificationsQueryOptions(postId).queryKey });
      if (result.counts === false) {
        // Kept, but weighing nothing yet: said now, not discovered later from a tally that did not move.
        toast(VERIFICATION_UI_MESSAGES.votedWithoutStanding, {
          description: result.notCountedBecause ? NOT_COUNTED_BECAUSE[result.notCountedBecause] : undefined,
        });
      } else {
        toast.success(VERIFICATION_UI_MESSAGES.voted);
      }
      if (result.autoVerified) toast.success(VERIFICATION_MESSAGES.autoVerified);
    },
    onError: (error) => {
      // A refusal for going too fast has its own toast, with the wait.
      if (isRateLimited(error)) return;
      toast.error(VERIFICATION_UI_MESSAGES.voteFailed, {
        description: serverMessageOf(error) ?? VERIFICATION_UI_MESSAGES.voteFailedFallback,
      });
    },
  });
}
