import type { PostDto, PostReviewStatus } from '@boonies/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { POSTS_MESSAGES } from '../posts-messages';
import { updateCachedPost } from '@/lib/feed-cache';
import { postVerificationsQueryOptions } from '@/features/verification';
import { refreshTrickStanding } from '@/lib/trick-standing';
import { reviewPostMutationKey } from '@/lib/query-keys';

export interface ReviewRequest {
  postId: string;
  verificationStatus: Extract<PostReviewStatus, 'approved' | 'rejected'>;
}

/** Admin: approve or reject a trick video (approved ⇔ verified). */
export function reviewPost({ postId, verificationStatus }: ReviewRequest): Promise<PostDto> {
  return api.PATCH('/api/posts/{id}', {
    params: { path: { id: postId } },
    body: { verificationStatus, isVerified: verificationStatus === 'approved' },
  });
}

export function useReviewPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reviewPostMutationKey,
    mutationFn: reviewPost,
    onSuccess: async (_post, { postId, verificationStatus }) => {
      // The review decides every trick of the video; the feeds' copies of the tallies follow the
      // verification service's events a moment later, so they are set here rather than fetched now.
      const approved = verificationStatus === 'approved';
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        verificationStatus,
        isVerified: approved,
        verifications: post.verifications.map((verification) =>
          verification.removed ? verification : { ...verification, isVerified: approved },
        ),
      }));
      toast.success(POSTS_MESSAGES.reviewUpdated);
      refreshTrickStanding(queryClient);
      await queryClient.invalidateQueries({
        queryKey: postVerificationsQueryOptions(postId).queryKey,
      });
    },
    onError: () => toast.error(POSTS_MESSAGES.reviewFailed),
  });
}
