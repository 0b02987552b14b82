import type { CreateTrickVideoDto, PostDto } from '@boonies/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { showOwnNewPost } from '@/lib/feed-cache';
import { createTrickVideoMutationKey } from '@/lib/query-keys';

export type CreateTrickVideoBody = Pick<CreateTrickVideoDto, 'content' | 'videoUrl' | 'mediaId' | 'trickIds'>;

/** A clip tied to the tricks it shows; the server opens one verification per trick. */
export function createTrickVideo(body: CreateTrickVideoBody): Promise<PostDto> {
  return api.POST('/api/posts/trick-video', { body });
}

export function useCreateTrickVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createTrickVideoMutationKey,
    mutationFn: createTrickVideo,
    // Following shows it at once; Popular, Verifications and the tricks' feeds may show it too.
    onSuccess: (post) => showOwnNewPost(queryClient, post),
  });
}
