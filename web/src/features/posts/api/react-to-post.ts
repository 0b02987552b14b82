import type { ReactionSummaryDto, ReactionType } from '@boonies/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { POSTS_MESSAGES } from '../posts-messages';
import { nextReactions } from '../reactions';
import { updateCachedPost } from '@/lib/feed-cache';
import { isRateLimited } from '@/lib/rate-limit-toast';
import { reactMutationKey } from '@/lib/query-keys';

export interface ReactRequest {
  postId: string;
  reactionType: ReactionType;
}

/** The same type again removes the reaction, the other type replaces it; answers the new counts. */
export function reactToPost({ postId, reactionType }: ReactRequest): Promise<ReactionSummaryDto> {
  return api.POST('/api/reactions', { body: { postId, reactionType } });
}

export interface ReactionChange extends ReactRequest {
  /** The counts as the skater saw them when tapping: put back if the server refuses. */
  previous: ReactionSummaryDto;
}

/** Like or dislike: the buttons change at once and go back (with a toast) if the server refuses. */
export function useReactToPost() {
  const queryClient = useQueryClient();
  const setReactions = (postId: string, reactions: ReactionSummaryDto) =>
    updateCachedPost(queryClient, postId, (post) => ({ ...post, reactions }));
  return useMutation({
    mutationKey: reactMutationKey,
    mutationFn: (change: ReactionChange) => reactToPost(change),
    onMutate: ({ postId, reactionType, previous }) => {
      setReactions(postId, nextReactions(previous, reactionType));
    },
    onSuccess: (reactions, { postId }) => setReactions(postId, reactions),
    onError: (error, { postId, previous }) => {
      setReactions(postId, previous);
      // A refusal for going too fast has its own toast, with the wait.
      if (isRateLimited(error)) return;
      toast.error(POSTS_MESSAGES.errorTitle, { description: POSTS_MESSAGES.reactionFailed });
    },
  });
}
