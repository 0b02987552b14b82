import { REALTIME_EVENTS, VERIFICATION_MESSAGES } from '@boonies/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useRealtimeEvent } from '../../../lib/realtime';
import { removeCachedPost, updateCachedVerification } from '../api/feed-cache';
import { feedsKey } from '../api/feeds';

/**
 * Keeps every cached feed in step with the server's pushes, on whichever page the skater is: deleted
 * posts leave, verification tallies move, and a poster hears when the community verified their trick.
 */
export function usePostsLiveUpdates(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent(REALTIME_EVENTS.postDeleted, ({ postId }) => removeCachedPost(queryClient, postId));

  useRealtimeEvent(REALTIME_EVENTS.verificationChanged, (change) =>
    updateCachedVerification(queryClient, change.verificationId, {
      votesFor: change.votesFor,
      votesAgainst: change.votesAgainst,
      isVerified: change.isVerified && !change.removed,
      percentage: change.percentage,
    }),
  );

  useRealtimeEvent(REALTIME_EVENTS.trickAutoVerified, () =>
    toast.success(VERIFICATION_MESSAGES.autoVerified),
  );

  // Pushes sent while the connection was down are lost: what is on screen is fetched again instead.
  useRealtimeEvent('realtime:reconnected', () => {
    void queryClient.invalidateQueries({ queryKey: feedsKey, refetchType: 'active' });
  });
}
