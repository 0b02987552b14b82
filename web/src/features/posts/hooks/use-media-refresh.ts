import type { PostDto } from '@boonies/contracts/posts';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { updateCachedPost } from '@/lib/feed-cache';
import { postKey } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime';
import { fetchPost } from '../api/post';

/** How often a post whose upload is still being processed is asked for again. */
export const PROCESSING_REFRESH_MS = 3_000;

/**
 * While a post's photo or clip is being processed, asks for the post again when the owner's socket says it
 * changed, and every few seconds for everyone else (the push goes to the owner only), and puts its media
 * into every cached copy, so "Processing…" turns into the picture or the player by itself.
 */
export function useMediaRefresh(post: PostDto): void {
  const queryClient = useQueryClient();
  const status = post.media?.status;
  const mediaId = post.media?.id;
  const waiting = status === 'uploading' || status === 'processing';
  const postId = post.id;

  const refresh = useCallback(
    () =>
      fetchPost(postId)
        .then((fresh) => {
          if (fresh.media?.status === status) return;
          updateCachedPost(queryClient, postId, (cached) => ({ ...cached, media: fresh.media }));
          queryClient.setQueryData<PostDto>(postKey(postId), (cached) =>
            cached ? { ...cached, media: fresh.media } : cached,
          );
        })
        // Offline or gone: the next tick, or the post's removal, settles it.
        .catch(() => undefined),
    [postId, queryClient, status],
  );

  useRealtimeEvent(REALTIME_EVENTS.mediaChanged, (push) => {
    if (waiting && push.mediaId === mediaId) void refresh();
  });

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refresh(), PROCESSING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh, waiting]);
}
