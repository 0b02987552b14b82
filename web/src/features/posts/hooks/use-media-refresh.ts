import type { PostDto } from '@boonies/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { updateCachedPost } from '@/lib/feed-cache';
import { postKey } from '@/lib/query-keys';
import { fetchPost } from '../api/post';

/** How often a post whose upload is still being processed is asked for again. */
export const PROCESSING_REFRESH_MS = 3_000;

/**
 * While a post's photo or clip is being processed, asks for the post again every few seconds and puts its
 * media into every cached copy, so "Processing…" turns into the picture or the player by itself.
 */
export function useMediaRefresh(post: PostDto): void {
  const queryClient = useQueryClient();
  const status = post.media?.status;
  const waiting = status === 'uploading' || status === 'processing';
  const postId = post.id;
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const timer = setInterval(() => {
      void fetchPost(postId)
        .then((fresh) => {
          if (stopped || fresh.media?.status === status) return;
          updateCachedPost(queryClient, postId, (cached) => ({ ...cached, media: fresh.media }));
          queryClient.setQueryData<PostDto>(postKey(postId), (cached) =>
            cached ? { ...cached, media: fresh.media } : cached,
          );
        })
        // Offline or gone: the next tick, or the post's removal, settles it.
        .catch(() => undefined);
    }, PROCESSING_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [postId, queryClient, status, waiting]);
}
