import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { UserDto } from '@boonies/contracts/auth';
import { toast } from '@/lib/toast';
import { progressQueryOptions } from './api/progress';
import { scoreQueryOptions } from './api/score';
import { setLearned } from './api/set-learned';
import { sendQueuedTicks } from './offline-ticks';
import { learnedErrorMessage } from './tricks-messages';
import { currentUserQueryKey } from '@/lib/query-keys';

/** Sends the ticks made offline now and whenever the connection comes back, for whoever is signed in. */
export function startSendingQueuedTicks(queryClient: QueryClient): () => void {
  const flush = async () => {
    const user = queryClient.getQueryData<UserDto | null>(currentUserQueryKey);
    if (!user || !onlineManager.isOnline()) return;
    await sendQueuedTicks({
      userId: user.id,
      send: setLearned,
      onRefused: (_tick, error) => toast.error(learnedErrorMessage(error)),
    });
    // The server's copy is the truth: a refused tick comes off the screen, sent ones get their dates.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: progressQueryOptions(user.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: scoreQueryOptions(user.id).queryKey }),
    ]);
  };
  void flush();
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) void flush();
  });
  // The session may be restored after start-up: send once it is known.
  const unsubscribeUser = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.query.queryKey[0] === currentUserQueryKey[0] &&
      event.action.type === 'success'
    ) {
      void flush();
    }
  });
  return () => {
    unsubscribeOnline();
    unsubscribeUser();
  };
}
