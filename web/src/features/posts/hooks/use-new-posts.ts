import type { PostCreatedPush } from '@boonies/contracts/posts';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';
import { trimToFirstPage } from '@/lib/feed-cache';
import { feedKey, type FeedRef } from '@/lib/query-keys';

/**
 * Whether a new post belongs in this feed, as far as the push tells. For Following, the gateway marks the
 * pushes to the author's followers (`followed`): a pill that brings nothing would teach skaters to ignore it.
 */
function belongsTo(feed: FeedRef, push: PostCreatedPush): boolean {
  if (push.postType === 'reply') return false;
  switch (feed.kind) {
    case 'following':
      return push.followed === true;
    case 'popular':
      return true;
    case 'trick_video':
      return push.postType === 'trick_video';
    case 'user':
      return push.userId === feed.userId;
    default:
      return false;
  }
}

/**
 * Counts posts others made since the feed was loaded (the feed does not move under the skater);
 * `showNew` loads them at the top.
 */
export function useNewPosts(feed: FeedRef, viewerId: string) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);

  useRealtimeEvent(REALTIME_EVENTS.postCreated, (push) => {
    if (push.userId !== viewerId && belongsTo(feed, push)) setCount((current) => current + 1);
  });

  const key = feedKey(feed);
  const keyText = JSON.stringify(key);
  const showNew = useCallback(async () => {
    setCount(0);
    const queryKey = JSON.parse(keyText) as readonly unknown[];
    // Only the first page is asked for again: older pages would shift under the new posts.
    trimToFirstPage(queryClient, queryKey);
    await queryClient.refetchQueries({ queryKey, exact: true });
  }, [queryClient, keyText]);

  return { count, showNew };
}
