import type { DeletedPostDto } from '@boonies/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { POSTS_MESSAGES } from '../posts-messages';
import { removeCachedPost } from '@/lib/feed-cache';
import { deletePostMutationKey } from '@/lib/query-keys';

export function deletePost(postId: string): Promise<DeletedPostDto> {
  return api.DELETE('/api/posts/{id}', { params: { path: { id: postId } } });
}

/** Deletes a post (its owner or an admin); the card leaves every feed at once. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deletePostMutationKey,
    mutationFn: deletePost,
    onSuccess: (_result, postId) => {
      removeCachedPost(queryClient, postId);
      toast.success(POSTS_MESSAGES.deleted);
    },
    onError: () => {
      toast.error(POSTS_MESSAGES.errorTitle, { description: POSTS_MESSAGES.deleteFailed });
    },
  });
}
