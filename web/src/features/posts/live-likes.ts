import { WATCHED_POSTS_MAX } from '@boonies/contracts/posts';
import { POSTS_WATCH_EVENT } from '@boonies/contracts/realtime';
import { useEffect } from 'react';
import { sendRealtime, subscribeRealtime } from '@/lib/realtime';

/** Screens change in bursts (a scroll, a page of cards): the list is sent once they settle. */
const SETTLE_MS = 250;

/** How many mounted watchers want each post: one list for the whole tab, however many feeds show a post. */
const watchers = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | undefined;
let lastSent = '';

function send(force = false): void {
  timer = undefined;
  // The most recently shown posts, when more are on screen than one socket may watch.
  const postIds = [...watchers.keys()].slice(-WATCHED_POSTS_MAX);
  const text = postIds.join(',');
  if (!force && text === lastSent) return;
  lastSent = text;
  sendRealtime(POSTS_WATCH_EVENT, { postIds });
}

function changed(): void {
  if (timer === undefined) timer = setTimeout(send, SETTLE_MS);
}

// A new connection is a new socket on the gateway, watching nothing yet.
subscribeRealtime('realtime:reconnected', () => {
  if (watchers.size > 0) send(true);
});

/** Watches the like counts of the posts until the returned function is called. */
export function watchPostLikes(postIds: readonly string[]): () => void {
  const unique = [...new Set(postIds)];
  for (const postId of unique) watchers.set(postId, (watchers.get(postId) ?? 0) + 1);
  changed();
  return () => {
    for (const postId of unique) {
      const left = (watchers.get(postId) ?? 1) - 1;
      if (left > 0) watchers.set(postId, left);
      else watchers.delete(postId);
    }
    changed();
  };
}

/**
 * Keeps the like counts of these posts live while the component is mounted: the gateway pushes
 * `post:likes` for each (at most once a second per post) to this tab, and `usePostsLiveUpdates` writes them
 * into every cached copy of the post. Pass the posts on screen: a feed its visible cards, a post page its
 * post. The gateway watches only posts the access policy lets the skater see.
 */
export function useWatchPostLikes(postIds: readonly string[]): void {
  const key = [...new Set(postIds)].sort().join(',');
  useEffect(() => (key ? watchPostLikes(key.split(',')) : undefined), [key]);
}
