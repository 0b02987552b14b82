import type { PostDto, PostReviewStatus } from '@boonies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client';
import { POSTS_MESSAGES } from '../posts-messages';
import { updateCachedPost } from './feed-cache';
import { feedsKey } from './feeds';

export interface ReviewRequest {
  postId: string;
  verificationStatus: Extract<PostReviewStatus, 'approved' | 'rejected'>;
}

/** Admin: approve or reject a trick video (approved ⇔ verified). */
export function reviewPost({ postId, verificationStatus }: ReviewRequest): Promise<PostDto> {
  return apiClient.patch<PostDto>(`/api/posts/${encodeURIComponent(postId)}`, {
    verificationStatus,
    isVerified: verificationStatus === 'approved',
  });
}

export function useReviewPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'review'] as const,
    mutationFn: reviewPost,
    onSuccess: async (_post, { postId, verificationStatus }) => {
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        verificationStatus,
        isVerified: verificationStatus === 'approved',
      }));
      toast.success(POSTS_MESSAGES.reviewUpdated);
      await queryClient.invalidateQueries({ queryKey: feedsKey });
    },
    onError: () => toast.error(POSTS_MESSAGES.reviewFailed),
  });
}
