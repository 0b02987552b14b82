import type { UserDto } from '@boonies/contracts/auth';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/query-keys';
import { whenIdle } from '@/lib/when-idle';
import { forgetQueuedUploads, markSendingQueuedUpload } from './queued-uploads';
import { sendQueuedUploads, type SendQueuedUploadsOptions } from './send-queued-uploads';

export type QueuedPostSender = Pick<SendQueuedUploadsOptions, 'post' | 'onSent' | 'onRefused' | 'transport'>;

function isSessionQuery(queryKey: readonly unknown[]): boolean {
  return queryKey.length === currentUserQueryKey.length && queryKey[0] === currentUserQueryKey[0];
}

/**
 * Sends the posts queued on this device now, whenever the connection comes back, and once a session is
 * known; forgets them when the app signs out, like the rest of what it keeps offline.
 */
export function startSendingQueuedUploads(queryClient: QueryClient, sender: QueuedPostSender): () => void {
  let signedInAs = queryClient.getQueryData<UserDto | null>(currentUserQueryKey)?.id ?? null;
  const flush = async () => {
    // The queue (and IndexedDB's code) waits for the first screen rather than competing with it.
    await whenIdle();
    const user = queryClient.getQueryData<UserDto | null>(currentUserQueryKey);
    if (!user || !onlineManager.isOnline()) return;
    await sendQueuedUploads({ ...sender, userId: user.id, onSending: markSendingQueuedUpload });
  };
  void flush();
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) void flush();
  });
  const unsubscribeSession = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isSessionQuery(event.query.queryKey)) return;
    if (event.action.type !== 'success') return;
    const user = event.query.state.data as UserDto | null | undefined;
    if (user) {
      signedInAs = user.id;
      void flush();
    } else if (signedInAs !== null) {
      // Signed out (or the session ended): the next account on this phone must not send or see them.
      signedInAs = null;
      void forgetQueuedUploads();
    }
  });
  return () => {
    unsubscribeOnline();
    unsubscribeSession();
  };
}
