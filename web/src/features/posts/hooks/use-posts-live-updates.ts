import type { PostDto } from '@boonies/contracts/posts';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { VERIFICATION_MESSAGES } from '@boonies/contracts/verification';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useRealtimeEvent } from '@/lib/realtime';
import {
  findCachedVerification,
  removeCachedPost,
  updateCachedPost,
  updateCachedVerification,
} from '@/lib/feed-cache';
import { postVerificationsQueryOptions } from '@/features/verification';
import { refreshTrickStanding } from '@/lib/trick-standing';
import { feedsKey, postKey } from '@/lib/query-keys';

/**
 * Keeps every cached feed in step with the server's pushes, on whichever page the skater is: deleted
 * posts leave, watched posts' like counts move, verification tallies and review badges move, progress and scores follow a verification, and
 * a poster hears when the community verified their trick.
 */
export function usePostsLiveUpdates(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent(REALTIME_EVENTS.postDeleted, ({ postId }) => removeCachedPost(queryClient, postId));

  // The like counts of the posts this tab watches (`useWatchPostLikes`); the skater's own reaction stays.
  useRealtimeEvent(REALTIME_EVENTS.postLikes, ({ postId, likes, dislikes }) => {
    const withCounts = (post: PostDto): PostDto =>
      post.reactions.likes === likes && post.reactions.dislikes === dislikes
        ? post
        : { ...post, reactions: { ...post.reactions, likes, dislikes } };
    updateCachedPost(queryClient, postId, withCounts);
    queryClient.setQueryData<PostDto>(postKey(postId), (post) => post && withCounts(post));
  });

  useRealtimeEvent(REALTIME_EVENTS.verificationChanged, (change) => {
    const isVerified = change.isVerified && !change.removed;
    // A trick that became (or stopped being) verified changes the poster's progress and score.
    if (findCachedVerification(queryClient, change.verificationId)?.isVerified !== isVerified) {
      refreshTrickStanding(queryClient);
    }
    updateCachedVerification(queryClient, change.verificationId, {
      votesFor: change.votesFor,
      votesAgainst: change.votesAgainst,
      isVerified,
      removed: change.removed,
      percentage: change.percentage,
    });
    // The push carries the plain tally; the weighted count and what is still needed are fetched anew.
    void queryClient.invalidateQueries({
      queryKey: postVerificationsQueryOptions(change.postId).queryKey,
    });
  });

  useRealtimeEvent(REALTIME_EVENTS.trickAutoVerified, () => {
    toast.success(VERIFICATION_MESSAGES.autoVerified);
    refreshTrickStanding(queryClient);
  });

  // Pushes sent while the connection was down are lost: what is on screen is fetched again instead.
  useRealtimeEvent('realtime:reconnected', () => {
    void queryClient.invalidateQueries({ queryKey: feedsKey, refetchType: 'active' });
  });
}
