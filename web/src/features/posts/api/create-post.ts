import type { CreatePostDto, PostDto } from '@boonies/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { showOwnNewPost, updateCachedPost } from '@/lib/feed-cache';
import { createPostMutationKey, feedKey } from '@/lib/query-keys';

/** A text, image or video post, or a reply (`postType: 'reply'` with `parentPostId`). */
export type CreatePostBody = Pick<
  CreatePostDto,
  'content' | 'imageUrl' | 'videoUrl' | 'mediaId' | 'taggedTricks' | 'postType' | 'parentPostId'
>;

export function createPost(body: CreatePostBody): Promise<PostDto> {
  return api.POST('/api/posts', { body });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createPostMutationKey,
    mutationFn: createPost,
    onSuccess: async (post, body) => {
      if (body.postType === 'reply' && body.parentPostId) {
        const parentPostId = body.parentPostId;
        updateCachedPost(queryClient, parentPostId, (parent) => ({
          ...parent,
          replyCount: parent.replyCount + 1,
        }));
        await queryClient.invalidateQueries({ queryKey: feedKey({ kind: 'replies', postId: parentPostId }) });
        return;
      }
      await showOwnNewPost(queryClient, post);
    },
  });
}
